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
import { ORDER_LIMITS, type OrderAddress, type SendOrderBody, type SentOrder } from '@shop/shared/contracts';
import { addFreight } from './order-pricing';
import type { NewOrder } from './order-writer';
import { requestHash } from './request-hash';

export interface OrderRequest {
  /** Who is logged in: they send as themselves, for their organisation. */
  userId: string;
  organizationId: string;
  body: SendOrderBody;
  /** The Idempotency-Key header as sent (checked here, after the customer). */
  idempotencyKey: string | string[] | undefined;
}

/** Sent (or a repeat of a sent order answered as the first time), or refused by the daily bound. */
export type Placement = { sent: SentOrder } | { refused: string; waitSeconds: number };

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

  constructor(
    db: Db,
    private readonly catalog: CatalogStore,
    private readonly ordersPerDay: number,
    /** The largest total one order may come to, NOK excluding VAT (ORDER_TOTAL_LIMIT_NOK). */
    private readonly orderTotalLimitNok = 5_000_000,
    /** The organisation's own prices (its price agreement); left out, the list prices. */
    private readonly pricerOf: (organizationId: string) => Promise<CustomerPricer> = async () => (product) => product,
    /** Freight and delivery dates (DeliveryConfig). */
    private readonly deliveryConfig: DeliveryConfig = DELIVERY_DEFAULTS,
  ) {
    this.addresses = new AddressRepository(db);
    const organizations = new OrganizationRepository(db);
    // Orders of one organisation arriving together read it once.
    this.findOrganization = coalesce((id: string) => organizations.find(id));
    this.writer = new OrderBatcher(db);
    this.idempotent = new IdempotentOrders(db, this.writer);
    this.daily = new DailyOrderLimit(db, ordersPerDay);
  }

  async place({ userId, organizationId, body, idempotencyKey }: OrderRequest): Promise<Placement> {
    if (body.customer !== userId) {
      throw new HttpError(403, 'customer must be the id of the logged-in user', [
        { field: 'customer', message: 'customer must be the id of the logged-in user' },
      ]);
    }
    const key = checkedIdempotencyKey(idempotencyKey);
    // Each line split against the warehouse the order ships from (what it holds ships now, the
    // rest is back-ordered); stock itself is the ERP's, and an order does not take from it.
    const delivery = chooseDelivery(body, new Date(), deliveryLines(this.catalog, body.lineItems), this.deliveryConfig);
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
      deliveryAddress: await this.deliveryAddress(organizationId, body.deliveryAddress, invoiceAddress),
      invoiceAddress,
      delivery,
    };
    const orderKey = key ? { userId, key, hash: requestHash(body) } : null;

    const place = await this.daily.take(organizationId);
    if ('waitSeconds' in place) {
      // A repeat of a send that went through is still answered as the first time.
      const first = orderKey ? await this.idempotent.firstAnswer(orderKey) : null;
      if (first) return { sent: first };
      const refused = `Your organisation has sent ${this.ordersPerDay} orders in the last 24 hours, as many as the shop takes. Try again later or call us.`;
      return { refused, waitSeconds: place.waitSeconds };
    }
    let stored = false;
    try {
      const sent = await writeAtCurrentPrices(this.catalog, pricing, priceNow, (priced) =>
        orderKey ? this.idempotent.send(orderKey, { ...order, ...priced }) : this.writer.write({ ...order, ...priced }),
      );
      if (!sent) throw new Error('the order was not written');
      stored = true;
      return { sent };
    } finally {
      place.done(stored);
    }
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
