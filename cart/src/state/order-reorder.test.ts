import { shopStore } from '@shop/shared';
import { serveCalls } from '@shop/shared/test-support';
import { reorderLines } from './order-reorder';
import { testUser, testPricedDetails } from '@shop/shared/test-fixtures';

const user = testUser({ email: 'k@example.com', phone: '', organization: { id: 'o1', name: 'F', invoiceType: 'email' } });
// Today's price, 42, differs from whatever the order was sent at.
const todays = (skuId: string) => testPricedDetails(skuId, 42);

let calls: string[] = [];
beforeEach(() => {
  calls = serveCalls((request) => {
    const sku = decodeURIComponent(request.url.split('/').pop() ?? '');
    if (sku === 'DOWN') return 'no-response';
    if (request.url.startsWith('/productUser/detail/') && sku !== 'GONE') return { status: 200, data: todays(sku) };
    return { status: 404, data: {} };
  });
  shopStore.getState().logIn(user);
});

describe('reorder', () => {
  it('puts the lines in the cart at today’s prices, fetched priced, and names what is no longer sold', async () => {
    const result = await reorderLines([
      { sku: 'A', quantity: 2 },
      { sku: 'GONE', quantity: 1 },
      { sku: 'B', quantity: 5 },
    ]);
    expect(result).toEqual({ added: 2, missingSkus: ['GONE'], failedSkus: [] });
    expect(calls).toEqual(['GET /productUser/detail/A', 'GET /productUser/detail/GONE', 'GET /productUser/detail/B']);
    const lines = shopStore.getState().cartLines;
    expect(lines.map((line) => [line.id, line.quantity, line.totalAmount])).toEqual([
      ['A', 2, 84],
      ['B', 5, 210],
    ]);
    // The saved cart keeps the product, not its long description.
    expect(lines[0]?.item).not.toHaveProperty('description');
  });

  it('adds to lines already in the cart', async () => {
    await reorderLines([{ sku: 'A', quantity: 2 }]);
    await reorderLines([{ sku: 'A', quantity: 3 }]);
    expect(shopStore.getState().cartLines.map((line) => [line.id, line.quantity])).toEqual([['A', 5]]);
  });

  it('tells a product it could not fetch apart from one that is gone, and adds neither', async () => {
    const result = await reorderLines([
      { sku: 'DOWN', quantity: 1 },
      { sku: 'GONE', quantity: 1 },
    ]);
    expect(result).toEqual({ added: 0, missingSkus: ['GONE'], failedSkus: ['DOWN'] });
    expect(shopStore.getState().cartLines).toEqual([]);
  });

  it('adds nothing and asks nothing without a logged-in user', async () => {
    shopStore.getState().logOut();
    expect(await reorderLines([{ sku: 'A', quantity: 1 }])).toEqual({ added: 0, missingSkus: [], failedSkus: [] });
    expect(calls).toEqual([]);
    expect(shopStore.getState().cartLines).toEqual([]);
  });
});
