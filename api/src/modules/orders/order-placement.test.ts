import { appWithUsers } from '../../../test/support/app-with-users';
import { HttpError } from '../../infra/http/http-errors';
import { OrderPlacement, type OrderRequest } from './order-placement';
import type { SendOrderBody } from '@shop/shared/contracts';

const shop = appWithUsers(2);
const ORDERS_PER_DAY = 2;
let placement: OrderPlacement;
let product: { sku: string; price: number };

beforeAll(() => {
  const first = shop.app.catalog.current.products[0]!;
  product = { sku: first.skuId, price: first.price };
  placement = new OrderPlacement(shop.db, shop.app.catalog, ORDERS_PER_DAY);
});

function request(overrides: Partial<SendOrderBody> = {}, idempotencyKey?: string): OrderRequest {
  // A client's own price on the line, as a cart may send it: ignored.
  const line = { SkuId: product.sku, Quantity: 3, price: 0.01 } as SendOrderBody['lineItems'][number];
  const body: SendOrderBody = { customer: shop.user.userId, lineItems: [line], ...overrides };
  return { userId: shop.user.userId, organizationId: shop.user.organizationId, body, idempotencyKey };
}

async function storedOrders(userId: string): Promise<Array<{ total: string; delivery_address: { street: string } }>> {
  return shop.db.query('SELECT total, delivery_address FROM orders WHERE user_id = $1 ORDER BY created_at', [userId]);
}

async function refusal(work: Promise<unknown>): Promise<{ status: number; fields: string[] }> {
  const error = await work.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof HttpError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.statusCode, fields: (error.details ?? []).map((detail) => detail.field) };
}

describe('placing an order', () => {
  it('stores it priced from the catalogue, to the invoice address when none is chosen', async () => {
    const placed = await placement.place(request());
    if (!('sent' in placed)) throw new Error('the order was refused');
    expect(placed.sent.total).toBeCloseTo(product.price * 3, 2);
    const [stored] = await storedOrders(shop.user.userId);
    expect(Number(stored?.total)).toBeCloseTo(product.price * 3, 2);
    const [invoice] = await shop.db.query<{ street: string }>(
      'SELECT coalesce(invoice_street, street) AS street FROM organizations WHERE id = $1',
      [shop.user.organizationId],
    );
    expect(stored?.delivery_address.street).toBe(invoice?.street);
  });

  it('refuses to send for another person, to another organisation’s address or with an empty key, storing nothing', async () => {
    const before = (await storedOrders(shop.user.userId)).length;
    expect(await refusal(placement.place(request({ customer: shop.users[1]!.userId })))).toEqual({ status: 403, fields: ['customer'] });
    const [foreign] = await shop.db.query<{ id: string }>(
      `INSERT INTO delivery_addresses (organization_id, recipient, street, zip_code, area)
       VALUES ($1, 'Fremmed', 'Gata 1', '0150', 'Oslo') RETURNING id`,
      [shop.users[1]!.organizationId],
    );
    expect(await refusal(placement.place(request({ deliveryAddress: foreign?.id })))).toEqual({ status: 400, fields: ['deliveryAddress'] });
    expect(await refusal(placement.place(request({}, '  ')))).toEqual({ status: 400, fields: ['Idempotency-Key'] });
    expect(await storedOrders(shop.user.userId)).toHaveLength(before);
  });

  it('answers a repeated key with the first send, and still does once the daily bound is reached', async () => {
    const first = await placement.place(request({}, 'repeat-1'));
    const again = await placement.place(request({}, 'repeat-1'));
    expect(again).toEqual(first);
    // The first test's order and this one: the bound of two is reached.
    const third = await placement.place(request({}, 'one-too-many'));
    expect(third).toEqual({ refused: expect.stringContaining(`${ORDERS_PER_DAY} orders`), waitSeconds: expect.any(Number) });
    expect(await placement.place(request({}, 'repeat-1'))).toEqual(first);
    expect(await storedOrders(shop.user.userId)).toHaveLength(2);
  });
});
