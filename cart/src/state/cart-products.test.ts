import { shopStore } from '@shop/shared';
import { serveCalls } from '@shop/shared/test-support';
import { testUser } from '@shop/shared/test-fixtures';
import { catalogProduct, serveProducts } from '../test-support/serve-products';
import { loadCartProducts, skusWithoutProduct } from './cart-products';
import { cartStore } from './cart-store';

describe('the cart’s products', () => {
  it('fetches only the lines that have no product for this session, in one request', async () => {
    const calls = serveProducts([catalogProduct('A', 10), catalogProduct('B', 20)]);
    shopStore.getState().logIn(testUser());
    shopStore.getState().addToCart('A');
    await loadCartProducts();
    shopStore.getState().addToCart('B');
    expect(skusWithoutProduct()).toEqual(['B']);
    await loadCartProducts();
    expect(Object.keys(cartStore.getState().products)).toEqual(['A', 'B']);
    expect(calls).toEqual(['GET /productUser/batch', 'GET /productUser/batch']);
  });

  it('asks a second time for the same lines only once the first answer is in', async () => {
    const calls = serveProducts([catalogProduct('A')]);
    shopStore.getState().addToCart('A');
    await Promise.all([loadCartProducts(), loadCartProducts()]);
    expect(calls).toHaveLength(1);
  });

  it('drops an answer that comes after a login: it was priced for nobody', async () => {
    let answer: () => void = () => undefined;
    const asked = new Promise<void>((askedDone) => {
      serveCalls(
        () =>
          new Promise((done) => {
            answer = () => done({ status: 200, data: { products: [catalogProduct('A')], unknown: [] } });
            askedDone();
          }),
      );
    });
    shopStore.getState().addToCart('A');
    const loading = loadCartProducts();
    await asked;
    shopStore.getState().logIn(testUser());
    answer();
    await loading;
    expect(cartStore.getState().products).toEqual({});
    expect(skusWithoutProduct()).toEqual(['A']);
  });

  it('takes the line of a product the shop no longer has out of the cart, and keeps the lines when the API is down', async () => {
    serveProducts([catalogProduct('A')], { down: ['DOWN'] });
    shopStore.getState().addToCart('A');
    shopStore.getState().addToCart('GONE');
    await loadCartProducts();
    expect(shopStore.getState().cartLines).toEqual([{ sku: 'A', quantity: 1 }]);
    shopStore.getState().addToCart('DOWN');
    await expect(loadCartProducts()).rejects.toThrow();
    expect(shopStore.getState().cartLines.map((line) => line.sku)).toEqual(['A', 'DOWN']);
  });
});
