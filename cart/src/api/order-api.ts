import { apiClient, type PostalAddress } from '@shop/shared';

/** The body of POST /api/orders (spec §7): lines reduced to SkuId and an integer Quantity. */
export interface SendOrderBody {
  customer: string;
  Recipient: string;
  /**
   * The client's copy of the organisation's invoice address, which the API accepts and does not use;
   * its schema is closed (api/src/modules/orders/order-send-schemas.ts): these fields and no others.
   */
  invoiceAddress: PostalAddress | null;
  /** The id of one of the organisation's delivery addresses; empty: deliver to the invoice address. */
  deliveryAddress: string;
  customerReference: string;
  comment: string;
  lineItems: Array<{ SkuId: string; Quantity: number }>;
}

export interface SentOrder {
  id: string;
  orderNumber: string;
  total: number;
  vat: number;
  totalIncludingVat: number;
}

/** Sends the order; the same Idempotency-Key on a retry never makes a second order. */
export async function sendOrderCall(body: SendOrderBody, idempotencyKey: string): Promise<SentOrder> {
  return (await apiClient.post<SentOrder>('/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}
