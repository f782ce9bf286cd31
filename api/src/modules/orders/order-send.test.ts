import { appWithUsers } from '../../../test/support/app-with-users';
import type { SignedInUser } from '../../../test/support/test-session';

const shop = appWithUsers(2);
let user: SignedInUser;
let other: SignedInUser;
let skus: Array<{ sku: string; price: number }>;
let addressId = '';
let otherAddressId = '';

async function addAddress(who: SignedInUser, recipient: string): Promise<string> {
  const answer = await shop.app.inject({
    method: 'POST',
    url: `/api/organization/${who.organizationId}/deliveryAddress`,
    headers: { cookie: who.cookie },
    payload: { recipient, street: 'Lagerveien 7', zipCode: '0580', area: 'Oslo' },
  });
  return answer.json<{ id: string }>().id;
}

beforeAll(async () => {
  [user, other] = shop.users as [SignedInUser, SignedInUser];
  skus = shop.app.catalog.current.products.slice(0, 3).map((product) => ({ sku: product.skuId, price: product.price }));
  addressId = await addAddress(user, 'Varemottak');
  otherAddressId = await addAddress(other, 'Fremmed');
}, 60_000);

function draft(overrides: Record<string, unknown> = {}) {
  return {
    customer: user.userId,
    Recipient: 'Ola Montør',
    invoiceAddress: { street: 'ignored' },
    deliveryAddress: addressId,
    customerReference: 'Prosjekt 42',
    comment: 'Ring før levering',
    lineItems: [
      { SkuId: skus[0]?.sku, Quantity: 2, price: 0.01 },
      { SkuId: skus[1]?.sku, Quantity: 3 },
    ],
    ...overrides,
  };
}

function send(payload: unknown, headers: Record<string, string> = {}, url = '/api/orders') {
  return shop.app.inject({ method: 'POST', url, headers: { cookie: user.cookie, ...headers }, payload: payload as object });
}

async function orderCount(userId = user.userId): Promise<number> {
  const [row] = await shop.db.query<{ n: number | string }>('SELECT count(*) AS n FROM orders WHERE user_id = $1', [userId]);
  return Number(row?.n);
}

const ore = (kroner: number) => Math.round(kroner * 100);

describe('sending an order', () => {
  it('prices every line from the catalogue, answers 202 with the order number, and lists it at once', async () => {
    const answer = await send(draft());
    expect(answer.statusCode).toBe(202);
    const sent = answer.json<{ orderNumber: string; total: number; vat: number; totalIncludingVat: number }>();
    expect(sent.orderNumber).toMatch(/^SO-\d+$/);
    const totalOre = ore(skus[0]?.price ?? 0) * 2 + ore(skus[1]?.price ?? 0) * 3;
    expect(ore(sent.total)).toBe(totalOre);
    expect(ore(sent.vat)).toBe(Math.round(totalOre * 0.25));
    expect(ore(sent.totalIncludingVat)).toBe(Math.round(totalOre * 1.25));

    const list = await shop.app.inject({ url: `/api/orders/${user.userId}`, headers: { cookie: user.cookie } });
    const order = list.json<{ result: Array<Record<string, unknown>> }>().result.find((o) => o.orderNumber === sent.orderNumber);
    expect(order).toMatchObject({
      recipient: 'Ola Montør',
      customerReference: 'Prosjekt 42',
      comment: 'Ring før levering',
      deliveryAddress: { recipient: 'Varemottak', street: 'Lagerveien 7', zipCode: '0580', area: 'Oslo' },
      lines: [
        { sku: skus[0]?.sku, quantity: 2, unitPrice: skus[0]?.price },
        { sku: skus[1]?.sku, quantity: 3, unitPrice: skus[1]?.price },
      ],
    });
  });

  it('prices from the catalogue the database holds when an import has not yet reached this process', async () => {
    // Another process imports a new price: the database changes, this process has not heard yet.
    const sku = skus[2]?.sku as string;
    const oldPrice = skus[2]?.price as number;
    const newPrice = oldPrice + 100;
    await shop.db.query('UPDATE products SET price = $2, indicative_price = indicative_price + 100 WHERE sku = $1', [sku, newPrice]);
    await shop.db.query('UPDATE catalog_version SET version = version + 1');
    expect(shop.app.catalog.current.product(sku)?.price).toBe(oldPrice);

    const answer = await send(draft({ lineItems: [{ SkuId: sku, Quantity: 2 }] }));
    expect(answer.statusCode).toBe(202);
    expect(ore(answer.json<{ total: number }>().total)).toBe(ore(newPrice) * 2);
    expect(shop.app.catalog.current.product(sku)?.price).toBe(newPrice);
  });

  it('is the same operation under POST /api/order/, delivering to the invoice address when none is chosen', async () => {
    const answer = await send(draft({ deliveryAddress: undefined }), {}, '/api/order/');
    expect(answer.statusCode).toBe(202);
    const list = await shop.app.inject({ url: `/api/orders/${user.userId}`, headers: { cookie: user.cookie } });
    const order = list.json<{ result: Array<{ orderNumber: string; deliveryAddress: unknown; invoiceAddress: unknown }> }>()
      .result.find((o) => o.orderNumber === answer.json<{ orderNumber: string }>().orderNumber);
    expect(order?.deliveryAddress).toEqual(order?.invoiceAddress);
    expect(order?.invoiceAddress).toMatchObject({ street: 'Storgata 1', zipCode: '0155', area: 'Oslo' });
  });

  it('needs a login', async () => {
    const answer = await shop.app.inject({ method: 'POST', url: '/api/orders', payload: draft() });
    expect(answer.statusCode).toBe(401);
  });

  it('refuses to send as another user (403) and creates nothing', async () => {
    const before = await orderCount(other.userId);
    const answer = await send(draft({ customer: other.userId }));
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toMatch(/customer/);
    expect(await orderCount(other.userId)).toBe(before);
  });

  it.each([
    ['no lines', { lineItems: [] }, 'lineItems'],
    ['no lineItems at all', { lineItems: undefined }, 'lineItems'],
    ['an unknown SKU', { lineItems: [{ SkuId: 'NO-SUCH-SKU', Quantity: 1 }] }, 'lineItems.0.SkuId'],
    ['a quantity with decimals', { lineItems: [{ SkuId: 'X', Quantity: 1.5 }] }, 'lineItems.0.Quantity'],
    ['a quantity of text', { lineItems: [{ SkuId: 'X', Quantity: 'many' }] }, 'lineItems.0.Quantity'],
    ['a quantity of 0', { lineItems: [{ SkuId: 'X', Quantity: 0 }] }, 'lineItems.0.Quantity'],
    ['a negative quantity', { lineItems: [{ SkuId: 'X', Quantity: -2 }] }, 'lineItems.0.Quantity'],
    ['a quantity over 9,999', { lineItems: [{ SkuId: 'X', Quantity: 10_000 }] }, 'lineItems.0.Quantity'],
    ['an overlong recipient', { Recipient: 'x'.repeat(101) }, 'Recipient'],
    ['an overlong customer reference', { customerReference: 'x'.repeat(101) }, 'customerReference'],
    ['an overlong comment', { comment: 'x'.repeat(1001) }, 'comment'],
    ['another organisation’s delivery address', { deliveryAddress: 'OTHER' }, 'deliveryAddress'],
    ['a delivery address id that is no id', { deliveryAddress: 'not-an-id' }, 'deliveryAddress'],
    ['no customer', { customer: undefined }, 'customer'],
  ])('answers 400 naming the field for %s', async (_case, overrides: Record<string, unknown>, field) => {
    const before = await orderCount();
    const patch = overrides.deliveryAddress === 'OTHER' ? { deliveryAddress: otherAddressId } : overrides;
    const answer = await send(draft(patch));
    expect(answer.statusCode).toBe(400);
    const body = answer.json<{ message: string; details: Array<{ field: string }> }>();
    expect(body.details.map((detail) => detail.field)).toContain(field);
    expect(body.message).toContain(field.split('.')[0]);
    expect(await orderCount()).toBe(before);
  });

  it('answers 400 for an overlong Idempotency-Key', async () => {
    const answer = await send(draft(), { 'idempotency-key': 'k'.repeat(201) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('Idempotency-Key');
  });
});

describe('idempotent sending', () => {
  it('answers a repeat with the first answer and creates nothing new; another body is a 422', async () => {
    const headers = { 'idempotency-key': `draft-${Date.now()}` };
    const first = await send(draft(), headers);
    expect(first.statusCode).toBe(202);
    const before = await orderCount();
    // The same body with its keys in another order is the same request.
    const { lineItems, ...rest } = draft();
    const again = await send({ lineItems, ...rest }, headers);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    const changed = await send(draft({ comment: 'Noe annet' }), headers);
    expect(changed.statusCode).toBe(422);
    expect(await orderCount()).toBe(before);
  });

  it('keeps keys per user: another user may use the same key', async () => {
    const key = `shared-${Date.now()}`;
    expect((await send(draft(), { 'idempotency-key': key })).statusCode).toBe(202);
    const theirs = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: other.cookie, 'idempotency-key': key },
      payload: draft({ customer: other.userId, deliveryAddress: otherAddressId }),
    });
    expect(theirs.statusCode).toBe(202);
  });

  it('creates exactly one order from 50 concurrent sends with one key', async () => {
    const before = await orderCount();
    const headers = { 'idempotency-key': `burst-${Date.now()}` };
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(draft(), headers)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(202));
    expect(new Set(answers.map((answer) => answer.json<{ orderNumber: string }>().orderNumber)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  }, 60_000);

  it('keeps a key at least 24 hours', async () => {
    const key = `old-${Date.now()}`;
    const first = await send(draft(), { 'idempotency-key': key });
    await shop.db.query(
      `UPDATE order_idempotency_keys SET created_at = now() - interval '25 hours' WHERE idempotency_key = $1`,
      [key],
    );
    const before = await orderCount();
    const again = await send(draft(), { 'idempotency-key': key });
    expect(again.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before);
  });
});
