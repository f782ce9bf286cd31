import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError, badRequest } from '../../infra/http/http-errors';
import { AddressRepository, OrganizationRepository } from '../organization';
import { IdempotentOrders } from './idempotency-store';
import { priceFromMemory, writeAtCurrentPrices } from './current-prices';
import { ORDER_LIMITS, type SendOrderBody, type SentOrder, sendOrderBody, sentOrderAnswer } from './order-send-schemas';
import type { OrderAddress } from './order-types';
import { coalesce } from './coalesce';
import { DailyOrderLimit } from './daily-order-limit';
import { OrderBatcher } from './order-batcher';
import type { NewOrder } from './order-writer';
import { requestHash } from './request-hash';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Request = FastifyRequest<{ Body: SendOrderBody }>;

/**
 * POST /api/orders and POST /api/order/ (spec §7: one operation under two paths). The caller must be
 * logged in and send as themself: another user id as `customer` is a 403. Answers 202 with the order
 * number; with an Idempotency-Key header a repeat answers the first send and creates nothing new.
 * An organisation sends at most ORDERS_PER_DAY orders in 24 hours (daily-order-limit.ts): then 429.
 */
export async function orderSendRoutes(app: FastifyInstance, limits: { ordersPerDay: number }): Promise<void> {
  const addresses = new AddressRepository(app.db);
  const organizations = new OrganizationRepository(app.db);
  const findOrganization = coalesce((id: string) => organizations.find(id));
  const writer = new OrderBatcher(app.db);
  const idempotent = new IdempotentOrders(app.db, writer);
  const daily = new DailyOrderLimit(app.db, limits.ordersPerDay);
  app.addHook('preValidation', app.requireUser);

  const handler = async (request: Request, reply: FastifyReply): Promise<SentOrder> => {
    const session = request.session as { userId: string; organizationId: string };
    const body = request.body;
    if (body.customer !== session.userId) {
      throw new HttpError(403, 'customer must be the id of the logged-in user', [
        { field: 'customer', message: 'customer must be the id of the logged-in user' },
      ]);
    }
    const key = idempotencyKey(request.headers['idempotency-key']);
    // Priced first: a line with an unknown product is a 400 before anything else is looked up.
    const pricing = priceFromMemory(app.catalog, body.lineItems);
    const organization = await findOrganization(session.organizationId);
    if (!organization) throw new HttpError(403, 'The organisation of this login no longer exists');
    const postal = organization.invoiceAddress ?? organization.address;
    const invoiceAddress: OrderAddress = { recipient: organization.name, ...postal };
    const deliveryAddress = await chosenDeliveryAddress(session.organizationId, body.deliveryAddress, invoiceAddress);
    const order: Omit<NewOrder, 'priced' | 'catalogVersion'> = {
      organizationId: session.organizationId,
      userId: session.userId,
      recipient: body.Recipient?.trim() ?? '',
      customerReference: body.customerReference?.trim() ?? '',
      comment: body.comment?.trim() ?? '',
      deliveryAddress,
      invoiceAddress,
    };
    const orderKey = key ? { userId: session.userId, key, hash: requestHash(body) } : null;
    const place = await daily.take(session.organizationId);
    let answer: SentOrder | null;
    if ('waitSeconds' in place) {
      // A repeat of a send that went through is still answered as the first time.
      answer = orderKey ? await idempotent.firstAnswer(orderKey) : null;
      if (!answer) {
        reply.header('retry-after', String(place.waitSeconds));
        throw new HttpError(429, `Your organisation has sent ${limits.ordersPerDay} orders in the last 24 hours, as many as the shop takes. Try again later or call us.`);
      }
    } else {
      let stored = false;
      try {
        answer = await writeAtCurrentPrices(app.catalog, body.lineItems, pricing, (priced) =>
          orderKey ? idempotent.send(orderKey, { ...order, ...priced }) : writer.write({ ...order, ...priced }),
        );
        stored = true;
      } finally {
        place.done(stored);
      }
    }
    if (!answer) throw new Error('the order was not written');
    reply.code(202).header('cache-control', PRIVATE_NO_STORE);
    return answer;
  };

  async function chosenDeliveryAddress(
    organizationId: string,
    id: string | undefined,
    invoiceAddress: OrderAddress,
  ): Promise<OrderAddress> {
    // Spec §3: an order made without a chosen address is delivered to the invoice address.
    if (id === undefined || id.trim() === '') return invoiceAddress;
    const found = UUID.test(id) ? (await addresses.list(organizationId)).find((address) => address.id === id) : undefined;
    if (!found) {
      const message = 'deliveryAddress is not one of your organisation’s delivery addresses';
      throw badRequest(message, [{ field: 'deliveryAddress', message }]);
    }
    return { recipient: found.recipient, street: found.street, zipCode: found.zipCode, area: found.area };
  }

  const options = { schema: { body: sendOrderBody, response: { 202: sentOrderAnswer } }, ...bodyLimit('order') };
  app.post<{ Body: SendOrderBody }>('/orders', options, handler);
  app.post<{ Body: SendOrderBody }>('/order/', options, handler);
}

function idempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (key.length === 0 || key.length > ORDER_LIMITS.idempotencyKey) {
    const message = `Idempotency-Key must be 1 to ${ORDER_LIMITS.idempotencyKey} characters long`;
    throw badRequest(message, [{ field: 'Idempotency-Key', message }]);
  }
  return key;
}
