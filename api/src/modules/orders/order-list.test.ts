import { appWithUsers } from '../../../test/support/app-with-users';
import { insertTestOrder } from '../../../test/support/test-orders';

const shop = appWithUsers(1, { env: { SEED_DEMO_CATALOG: 'false' } });

beforeAll(async () => {
  const { user } = shop;
  // 25 orders, the n-th n minutes old, each with n % 3 + 1 lines.
  for (let n = 1; n <= 25; n += 1) {
    await insertTestOrder(shop.db, {
      organizationId: user.organizationId,
      userId: user.userId,
      customerReference: `Ordre ${n}`,
      createdAt: new Date(Date.UTC(2024, 0, 1) - n * 60_000).toISOString(),
      lines: Array.from({ length: (n % 3) + 1 }, (_, line) => ({ sku: `SKU-${n}-${line}`, quantity: 1, unitPrice: 10 })),
    });
  }
}, 60_000);

const list = (query = '') => shop.app.inject({ url: `/api/orders/${shop.user.userId}${query}`, headers: { cookie: shop.user.cookie } });
type Page = { result: Array<{ customerReference: string; lines: Array<{ sku: string }> }>; total: number; limit: number; offset: number };

describe('the orders list', () => {
  it('answers a page of 20, newest first, in `result` with the total beside it', async () => {
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const page = answer.json<Page>();
    expect(page).toMatchObject({ total: 25, limit: 20, offset: 0 });
    expect(page.result.map((order) => order.customerReference)).toEqual(Array.from({ length: 20 }, (_, index) => `Ordre ${index + 1}`));
  });

  it('answers the page asked for, each order with its own lines only', async () => {
    const page = (await list('?limit=10&offset=20')).json<Page>();
    expect(page).toMatchObject({ total: 25, limit: 10, offset: 20 });
    expect(page.result.map((order) => order.customerReference)).toEqual(['Ordre 21', 'Ordre 22', 'Ordre 23', 'Ordre 24', 'Ordre 25']);
    expect(page.result[0]?.lines.map((line) => line.sku)).toEqual(['SKU-21-0']);
    expect(page.result[1]?.lines.map((line) => line.sku)).toEqual(['SKU-22-0', 'SKU-22-1']);
    expect((await list('?offset=100')).json<Page>()).toEqual({ result: [], total: 25, limit: 20, offset: 100 });
  });

  it('refuses a page beyond 20 orders, or none, with a 400 naming the parameter', async () => {
    for (const query of ['?limit=21', '?limit=0', '?offset=-1', '?limit=all', `?offset=${'9'.repeat(400)}`]) {
      const answer = await list(query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().details[0].field).toBe(query.slice(1).split('=')[0]);
    }
  });
});
