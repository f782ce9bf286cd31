import { DELIVERY_DEFAULTS, type DeliveryConfig } from '../../infra/config/delivery-config';
import type { Db } from '../../infra/db/db';
import { HttpError, badRequest } from '../../infra/http/http-errors';
import { isUuid } from '../../infra/validation/uuid';
import type { CatalogStore } from '../catalog';
import { AddressRepository, OrganizationRepository } from '../organization';
import { coalesce } from './coalesce';
import { type CustomerPricer, priceFromMemory, writeAtCurrentPrices } from './current-prices';
import { DailyOrderLimit } from './daily-order-limit';
import { chooseDelivery } from './delivery/delivery-choice';
import { freightOre } from './delivery/delivery-rules';
import { deliveryLines } from './delivery/catalog-availability';
import { IdempotentOrders } from './idempotency-store';
import { OrderBatcher } from './order-batcher';
import {
  type ApprovalReason,
  ORDER_LIMITS,
  type OrderAddress,
  type Role,
  type SendOrderBody,
  type SentForApproval,
  type SentOrder,
  fromOre,
} from '@shop/shared/contracts';
import { osloMonth } from '../../infra/time/oslo-month';
import { type PricedOrder, addFreight } from './order-pricing';
import { CATALOG_CHANGED, type NewOrder, type OrderKey, writeOrders } from './order-writer';
import { OVER_MONTH_LIMIT, Spending } from './approval/spending';
import { OrderRequests, type StoredRequest } from './approval/order-requests';
import { requestHash } from './request-hash';

export interface OrderRequest {
  /** Who is logged in: they send as themselves, for their organisation. */
  userId: string;
  organizationId: string;
  body: SendOrderBody;
  /** The Idempotency-Key header as sent (checked here, after the customer). */
  idempotencyKey: string | string[] | undefined;
  /** The caller's role (an administrator when left out: one-person companies have no other). */
  role?: Role;
  /** The language of the mails a request for approval sends. */
  locale?: 'nb' | 'en';
}

/**
 * Sent (or a repeat of a sent order answered as the first time), refused by the daily bound, or
 * stored for an administrator's approval (`isNew`: not a repeat, the administrators are told).
 */
export type Placement = { sent: SentOrder } | { refused: string; waitSeconds: number } | { forApproval: SentForApproval; isNew: boolean };

/**
 * Placing an order, from a checked request to a stored row: the caller sends as themself, every
 * line is priced from the catalogue in memory (client prices are ignored) and again should an
 * import change it before the write, the delivery address is one of the organisation's own (or the
 * invoice address), an organisation sends at most `ordersPerDay` in 24 hours, and a repeated
 * Idempotency-Key answers the first send. The write itself is order-writer.ts, through the
 * OrderBatcher (orders sent together share one statement and one commit).
 */
export class OrderPlacement {
  private readonly addresses: AddressRepository;
  private readonly findOrganization: (id: string) => ReturnType<OrganizationRepository['find']>;
  private readonly writer: OrderBatcher;
  private readonly idempotent: IdempotentOrders;
  private readonly daily: DailyOrderLimit;
  private readonly spending: Spending;
  readonly requests: OrderRequests;

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogStore,
    private readonly ordersPerDay: number,
    /** The largest total one order may come to, NOK excluding VAT (ORDER_TOTAL_LIMIT_NOK). */
    private readonly orderTotalLimitNok = 5_000_000,
    /** The organisation's own prices (its price agreement); left out, the list prices. */
    private readonly pricerOf: (organizationId: string) => Promise<CustomerPricer> = async () => (product) => product,
    /** Freight and delivery dates (DeliveryConfig). */
    private readonly deliveryConfig: DeliveryConfig = DELIVERY_DEFAULTS,
    /** The time delivery dates and the month of a buyer's limit are counted from. */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.addresses = new AddressRepository(db);
    const organizations = new OrganizationRepository(db);
    // Orders of one organisation arriving together read it once.
    this.findOrganization = coalesce((id: string) => organizations.find(id));
    this.writer = new OrderBatcher(db);
    this.idempotent = new IdempotentOrders(db, this.writer);
    this.daily = new DailyOrderLimit(db, ordersPerDay);
    this.spending = new Spending(db);
    this.requests = new OrderRequests(db);
  }

  async place({ userId, organizationId, body, idempotencyKey, role = 'administrator', locale = 'nb' }: OrderRequest): Promise<Placement> {
    if (body.customer !== userId) {
      throw new HttpError(403, 'customer must be the id of the logged-in user', [
        { field: 'customer', message: 'customer must be the id of the logged-in user' },
      ]);
    }
    const key = checkedIdempotencyKey(idempotencyKey);
    const { order, pricing, priceNow } = await this.prepare(userId, organizationId, body);
    const orderKey = key ? { userId, key, hash: requestHash(body) } : null;
    // A repeat of a send that went through is answered as the first time, whatever the limits say now.
    const first = orderKey ? await this.idempotent.firstAnswer(orderKey) : null;
    if (first) return { sent: first };

    // Who may send what (README of the API, "Roles, limits and approval"): a requester's every
    // order, and a buyer's above a limit, wait for an administrator instead of being sent.
    const limits = role === 'buyer' ? await this.spending.limitsOf(userId) : null;
    const totalOre = pricing.priced.totalOre;
    const requestFor = (reason: ApprovalReason) =>
      this.requestApproval({ organizationId, userId, reason, body, priced: pricing.priced, order, locale, key: orderKey });
    if (role === 'requester') return requestFor('requester');
    if (limits?.orderLimitOre != null && totalOre > limits.orderLimitOre) return requestFor('order-limit');

    const place = await this.daily.take(organizationId);
    if ('waitSeconds' in place) {
      const refused = `Your organisation has sent ${this.ordersPerDay} orders in the last 24 hours, as many as the shop takes. Try again later or call us.`;
      return { refused, waitSeconds: place.waitSeconds };
    }
    let stored = false;
    try {
      const month = osloMonth(this.now());
      const monthLimitOre = limits?.monthLimitOre ?? null;
      const sent = await writeAtCurrentPrices(this.catalog, pricing, priceNow, (priced) => {
        // Within a month's limit: counted under the buyer's month row's lock, in the order's transaction.
        if (monthLimitOre !== null) return this.spending.sendWithinMonth({ userId, month, limitOre: monthLimitOre }, { ...order, ...priced }, orderKey ?? undefined);
        return orderKey ? this.idempotent.send(orderKey, { ...order, ...priced }) : this.writer.write({ ...order, ...priced });
      });
      if (sent === OVER_MONTH_LIMIT) return await requestFor('month-limit');
      if (!sent) {
        const repeated = orderKey ? await this.idempotent.firstAnswer(orderKey) : null;
        if (repeated) return { sent: repeated };
        throw new Error('the order was not written');
      }
      stored = true;
      // A buyer's month's spend is shown to them even without a month's limit.
      if (role === 'buyer' && monthLimitOre === null) await this.spending.add(userId, month, sent.total);
      return { sent };
    } finally {
      place.done(stored);
    }
  }

  /**
   * Sends a waiting request as an order at today's prices (catalogue and agreement), for the
   * person who asked, to the delivery address it was asked for: `seenTotal` must be what it comes
   * to now, or nothing is written and the new total is answered. The request is marked approved in
   * the order's transaction, so it becomes one order at most.
   */
  async placeApproved(request: StoredRequest, requesterId: string, adminId: string, seenTotal: number): Promise<{ sent: SentOrder } | { changed: number }> {
    const body = { ...request.body, customer: requesterId };
    const prepared = await this.prepare(requesterId, request.organizationId, body, request.deliveryAddress).catch(async (error: unknown) => {
      // A delivery date asked for that has passed meanwhile: the earliest date instead.
      if (!(error instanceof HttpError) || error.statusCode !== 400 || body.requestedDeliveryDate === undefined) throw error;
      return this.prepare(requesterId, request.organizationId, { ...body, requestedDeliveryDate: undefined }, request.deliveryAddress);
    });
    const { order, pricing, priceNow } = prepared;
    const month = osloMonth(this.now());
    const answer = await writeAtCurrentPrices(this.catalog, pricing, priceNow, async (priced) => {
      if (fromOre(priced.priced.totalOre) !== seenTotal) return { changed: fromOre(priced.priced.totalOre) };
      return this.db.transaction(async (tx) => {
        const [written] = await writeOrders(tx, [{ order: { ...order, ...priced } }]);
        if (written === CATALOG_CHANGED) return CATALOG_CHANGED;
        if (!written) throw new Error('the approved order was not written');
        if (!(await this.requests.markApproved(tx, request.id, adminId, written.id))) {
          throw new HttpError(409, 'This request was decided meanwhile', undefined, 'AlreadyDecided');
        }
        await tx.query(
          `UPDATE orders SET requested_at = $2, approved_by = $3, approved_by_name = (SELECT name FROM users WHERE id = $3), approved_at = now()
            WHERE id = $1`,
          [written.id, request.createdAt, adminId],
        );
        await this.spending.addIfBuyer(tx, requesterId, month, written.total);
        return { sent: written };
      });
    });
    return answer;
  }

  /** Stores the order as a request for approval: nothing is sent. */
  private async requestApproval(input: {
    organizationId: string;
    userId: string;
    reason: ApprovalReason;
    body: SendOrderBody;
    priced: PricedOrder;
    order: Omit<NewOrder, 'priced' | 'catalogVersion'>;
    locale: 'nb' | 'en';
    key: OrderKey | null;
  }): Promise<Placement> {
    const stored = await this.requests.create({
      organizationId: input.organizationId,
      userId: input.userId,
      reason: input.reason,
      body: input.body,
      priced: input.priced,
      deliveryAddress: input.order.deliveryAddress,
      deliveryMethod: input.order.delivery.method,
      locale: input.locale,
      key: input.key ? { key: input.key.key, hash: input.key.hash } : null,
    });
    if (stored.repeat && stored.hash !== input.key?.hash) throw new HttpError(422, 'This Idempotency-Key was already used for a different order');
    const amounts = {
      total: fromOre(input.priced.totalOre),
      vat: fromOre(input.priced.vatOre),
      totalIncludingVat: fromOre(input.priced.totalIncludingVatOre),
      freight: fromOre(input.priced.freightOre),
    };
    return { forApproval: { awaitingApproval: true, requestId: stored.id, reason: input.reason, ...amounts }, isNew: !stored.repeat };
  }

  /** The order as it would be written for `userId` now: its lines priced, its delivery chosen, its addresses. */
  private async prepare(userId: string, organizationId: string, body: SendOrderBody, deliveryOverride?: OrderAddress) {
    // Each line split against the warehouse the order ships from (what it holds ships now, the
    // rest is back-ordered); stock itself is the ERP's, and an order does not take from it.
    const delivery = chooseDelivery(body, this.now(), deliveryLines(this.catalog, body.lineItems), this.deliveryConfig);
    const pricer = await this.pricerOf(organizationId);
    // The lines at the organisation's prices, and the freight those come to.
    const priceNow = () => {
      const { priced, catalogVersion } = priceFromMemory(this.catalog, body.lineItems, pricer);
      return { priced: addFreight(priced, freightOre(delivery.method, priced.totalOre, this.deliveryConfig)), catalogVersion };
    };
    const pricing = priceNow();
    refuseAboveLimit(pricing.priced.totalOre, this.orderTotalLimitNok);
    const organization = await this.findOrganization(organizationId);
    if (!organization) throw new HttpError(403, 'The organisation of this login no longer exists');
    const invoiceAddress: OrderAddress = { recipient: organization.name, ...(organization.invoiceAddress ?? organization.address) };
    const order: Omit<NewOrder, 'priced' | 'catalogVersion'> = {
      organizationId,
      userId,
      recipient: body.Recipient?.trim() ?? '',
      customerReference: body.customerReference?.trim() ?? '',
      comment: body.comment?.trim() ?? '',
      deliveryAddress: deliveryOverride ?? (await this.deliveryAddress(organizationId, body.deliveryAddress, invoiceAddress)),
      invoiceAddress,
      delivery,
    };
    return { order, pricing, priceNow };
  }

  /** Spec §3: an order made without a chosen address is delivered to the invoice address. */
  private async deliveryAddress(organizationId: string, id: string | undefined, invoiceAddress: OrderAddress): Promise<OrderAddress> {
    if (id === undefined || id.trim() === '') return invoiceAddress;
    const found = isUuid(id) ? (await this.addresses.list(organizationId)).find((address) => address.id === id) : undefined;
    if (!found) {
      const message = 'deliveryAddress is not one of your organisation’s delivery addresses';
      throw badRequest(message, [{ field: 'deliveryAddress', message }]);
    }
    return { recipient: found.recipient, street: found.street, zipCode: found.zipCode, area: found.area };
  }
}

/** "5 000 000": Norwegian thousands, whole kroner. */
const kroner = (nok: number) => Math.floor(nok).toLocaleString('nb-NO').replace(/\s/g, ' ');

/**
 * An order above the configured total is refused with a plain 422 before anything is stored: no
 * customer sends millions through a web cart, and a mistyped quantity (or a hostile one) should
 * not become an order the distributor must chase.
 */
function refuseAboveLimit(totalOre: number, limitNok: number): void {
  if (totalOre <= limitNok * 100) return;
  const message = `The order comes to NOK ${kroner(totalOre / 100)} excluding VAT, more than the NOK ${kroner(limitNok)} the shop takes in one order. Split it into smaller orders or call us.`;
  throw new HttpError(422, message, [{ field: 'lineItems', message }], 'OrderTotalTooLarge');
}

function checkedIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (key.length === 0 || key.length > ORDER_LIMITS.idempotencyKey) {
    const message = `Idempotency-Key must be 1 to ${ORDER_LIMITS.idempotencyKey} characters long`;
    throw badRequest(message, [{ field: 'Idempotency-Key', message }]);
  }
  return key;
}
