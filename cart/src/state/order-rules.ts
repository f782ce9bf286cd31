import { type CartLine, isApiError } from '@shop/shared';
import type { ApiErrorBody, DeliveryMethod, PostalAddress, WarehouseCode } from '@shop/shared/contracts';
import type { SendOrderBody, SentForApproval, SentOrder } from '../api/order-api';

/** A refusal as the API's 400 names it: a stable name, and the value it names (a date). */
export interface Refusal {
  code: string;
  value?: string;
}

/** Order status (spec §3/§4); `orderNumber` is what the confirmation shows after a 202. */
export interface OrderStatus {
  ordered: boolean;
  code: number;
  message?: string;
  /** The form field the failure is about (a 400 naming it): its message is shown beside it. */
  field?: string;
  /** The refusal's stable name and the value it names, when the 400 gave them (a date too early, say). */
  refusal?: Refusal;
  orderNumber?: string;
  /** What the order was sent with, as the API answered it: the confirmation shows method, date and freight. */
  sent?: SentOrder;
  /** The warehouse of a sent pick-up (the answer does not repeat it). */
  pickupWarehouse?: WarehouseCode;
  /** The shop could not take the order just now (503): the same order, with its key, is offered to be sent again. */
  sendAgain?: boolean;
  /** The order was not sent but waits for an administrator's approval: its request and sums, no order number. */
  awaitingApproval?: SentForApproval;
}

export const INITIAL_ORDER_STATUS: OrderStatus = { ordered: false, code: 0 };

/** The order draft on the client (spec §3); the lines come from the cart when it is sent. */
export interface OrderDraft {
  Recipient: string;
  /** A delivery address id of the organisation; empty: the invoice address. */
  deliveryAddress: string;
  customerReference: string;
  comment: string;
  /** How the order reaches the customer; standard delivery until the customer chooses. */
  deliveryMethod: DeliveryMethod;
  /** The warehouse of a pick-up (sent only with `pickup`). */
  pickupWarehouse: WarehouseCode;
  /** YYYY-MM-DD; empty: the earliest possible date. */
  requestedDeliveryDate: string;
  /** One key per draft, kept across retries, so a repeated send never makes a second order. */
  idempotencyKey: string;
}

function newIdempotencyKey(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export function emptyDraft(): OrderDraft {
  return {
    Recipient: '',
    deliveryAddress: '',
    customerReference: '',
    comment: '',
    deliveryMethod: 'standard',
    pickupWarehouse: 'oslo',
    requestedDeliveryDate: '',
    idempotencyKey: newIdempotencyKey(),
  };
}

/** Spec §4: after a successful send, ordered with code 202. */
export function orderSucceeded(sent: SentOrder, pickupWarehouse?: WarehouseCode): OrderStatus {
  const status: OrderStatus = { ordered: true, code: 202, orderNumber: sent.orderNumber, sent };
  return pickupWarehouse === undefined ? status : { ...status, pickupWarehouse };
}

/**
 * A 202 that is a request waiting for approval, not an order: ordered with code 202 as a send that
 * went through (the cart is emptied), but with no order number to show.
 */
export function orderAwaitingApproval(request: SentForApproval): OrderStatus {
  return { ordered: true, code: 202, awaitingApproval: request };
}

/** Spec §4: after a failed send, ordered with code 500 and a message to show (beside `field` when it names one). */
export function orderFailed(message: string, field?: string, refusal?: Refusal): OrderStatus {
  return { ordered: true, code: 500, message, ...(field === undefined ? {} : { field }), ...(refusal ? { refusal } : {}) };
}

/**
 * Why a send failed, as the checkout words it: the organisation has sent as many orders in 24 hours
 * as the shop takes (429 from POST /api/orders, with the seconds until it takes one again when the
 * API said so), the shop cannot take orders just now (503: its database does not answer; the same
 * order may be sent again, its key makes it one order), or anything else. Either way the status is
 * spec §4's failure: ordered, code 500.
 */
export type SendFailure =
  | { reason: 'daily-limit'; retryAfterSeconds?: number }
  | { reason: 'unavailable' }
  | { reason: 'delivery'; field: DeliveryField; message: string; refusal?: Refusal }
  | { reason: 'other' };

/** The delivery fields checkout shows a 400 beside. */
const DELIVERY_FIELDS = ['requestedDeliveryDate', 'pickupWarehouse', 'deliveryMethod'] as const;
type DeliveryField = (typeof DELIVERY_FIELDS)[number];
const isDeliveryField = (field: string | undefined): field is DeliveryField => (DELIVERY_FIELDS as readonly (string | undefined)[]).includes(field);

export function sendFailureOf(error: unknown): SendFailure {
  if (!isApiError(error)) return { reason: 'other' };
  if (error.response?.status === 400) {
    // A 400 naming a delivery field (the date became too early since the page asked, say): shown beside it.
    const details = (error.response.data as Partial<ApiErrorBody> | null)?.details ?? [];
    const detail = details.find((entry) => isDeliveryField(entry.field));
    if (!detail || !isDeliveryField(detail.field)) return { reason: 'other' };
    const refusal = detail.code ? { code: detail.code, ...(detail.value ? { value: detail.value } : {}) } : undefined;
    return { reason: 'delivery', field: detail.field, message: detail.message, ...(refusal ? { refusal } : {}) };
  }
  if (error.response?.status === 503) return { reason: 'unavailable' };
  if (error.response?.status !== 429) return { reason: 'other' };
  const seconds = error.retryAfterSeconds;
  return seconds === undefined ? { reason: 'daily-limit' } : { reason: 'daily-limit', retryAfterSeconds: seconds };
}

/** A wait as a person says it: minutes up to two hours ("om 90 minutter"), whole hours beyond. */
export function waitInWords(seconds: number): { unit: 'minutes' | 'hours'; count: number } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes <= 120 ? { unit: 'minutes', count: minutes } : { unit: 'hours', count: Math.ceil(minutes / 60) };
}

/**
 * Only the fields the API's order schema takes for the invoice address: the organisation's answer
 * may carry more, and an extra field would have the whole order refused.
 */
function invoiceAddressAsSent(address: PostalAddress | null): PostalAddress | null {
  return address && { street: address.street, zipCode: address.zipCode, area: address.area };
}

/**
 * Spec §3: the draft as sent. customer is the logged-in user's id; each line is reduced to SkuId and
 * an integer Quantity; lines at 0 are left out (nothing to deliver). The delivery method always
 * goes, the warehouse only with a pick-up, the date only when the customer chose one.
 */
export function toSendBody(
  draft: OrderDraft,
  userId: string,
  invoiceAddress: PostalAddress | null,
  lines: CartLine[],
): SendOrderBody {
  return {
    customer: userId,
    Recipient: draft.Recipient.trim(),
    invoiceAddress: invoiceAddressAsSent(invoiceAddress),
    deliveryAddress: draft.deliveryAddress,
    customerReference: draft.customerReference.trim(),
    comment: draft.comment.trim(),
    deliveryMethod: draft.deliveryMethod,
    ...(draft.deliveryMethod === 'pickup' ? { pickupWarehouse: draft.pickupWarehouse } : {}),
    ...(draft.requestedDeliveryDate === '' ? {} : { requestedDeliveryDate: draft.requestedDeliveryDate }),
    lineItems: lines
      .map((line) => ({ SkuId: line.sku, Quantity: Math.trunc(line.quantity) }))
      .filter((line) => line.Quantity > 0),
  };
}
