import { shopStore } from '@shop/shared';
import { testUser } from '@shop/shared/test-fixtures';
import { catalogProduct, serveProducts } from '../test-support/serve-products';
import { reorderLines } from './order-reorder';

const user = testUser({ email: 'k@example.com', phone: '', organization: { id: 'o1', name: 'F', invoiceType: 'email' } });
const catalog = [catalogProduct('A', 42), catalogProduct('B', 42)];

let calls: string[] = [];
beforeEach(() => {
  calls = serveProducts(catalog, { down: ['DOWN'] });
  shopStore.getState().logIn(user);
});

describe('reorder', () => {
  it('puts the lines in the cart, looked up in one priced request (the cart page prices them today), and names what is no longer sold', async () => {
    const result = await reorderLines([
      { sku: 'A', quantity: 2 },
      { sku: 'GONE', quantity: 1 },
      { sku: 'B', quantity: 5 },
    ]);
    expect(result).toEqual({ added: 2, missingSkus: ['GONE'], failedSkus: [] });
    expect(calls).toEqual(['GET /productUser/batch']);
    expect(shopStore.getState().cartLines).toEqual([
      { sku: 'A', quantity: 2 },
      { sku: 'B', quantity: 5 },
    ]);
  });

  it('adds to lines already in the cart', async () => {
    await reorderLines([{ sku: 'A', quantity: 2 }]);
    await reorderLines([{ sku: 'A', quantity: 3 }]);
    expect(shopStore.getState().cartLines).toEqual([{ sku: 'A', quantity: 5 }]);
  });

  it('adds nothing when the lookup gets no answer, and names every product as not fetched', async () => {
    const result = await reorderLines([
      { sku: 'A', quantity: 1 },
      { sku: 'DOWN', quantity: 1 },
    ]);
    expect(result).toEqual({ added: 0, missingSkus: [], failedSkus: ['A', 'DOWN'] });
    expect(shopStore.getState().cartLines).toEqual([]);
  });

  it('adds nothing and asks nothing without a logged-in user', async () => {
    shopStore.getState().logOut();
    expect(await reorderLines([{ sku: 'A', quantity: 1 }])).toEqual({ added: 0, missingSkus: [], failedSkus: [] });
    expect(calls).toEqual([]);
    expect(shopStore.getState().cartLines).toEqual([]);
  });
});
