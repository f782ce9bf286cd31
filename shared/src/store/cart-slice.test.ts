import { createRenderedShopStore, createShopStore } from './shop-store';

const saved = () => JSON.parse(localStorage.getItem('shop-cart') ?? '{}') as { state: unknown; version: number };

describe('the kernel’s cart in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('keeps SKUs and quantities only, and only when the lines change', () => {
    const store = createShopStore();
    store.getState().addToCart('AX-1');
    store.getState().addToCart('AX-1', 2);
    expect(saved()).toEqual({ state: { cartLines: [{ sku: 'AX-1', quantity: 3 }] }, version: 3 });
    localStorage.setItem('shop-cart', 'untouched');
    store.setState({ pageTitle: 'Alarm' });
    expect(localStorage.getItem('shop-cart')).toBe('untouched');
  });

  it('restores the cart of a previous visit', () => {
    createShopStore().getState().addToCart('AX-1', 4);
    expect(createShopStore().getState().cartLines).toEqual([{ sku: 'AX-1', quantity: 4 }]);
  });

  it('reads carts saved by earlier versions as SKUs and quantities, dropping their prices', () => {
    const pricedLine = { id: 'AX-1', item: { skuId: 'AX-1', price: 100 }, quantity: 2, totalAmount: 200 };
    localStorage.setItem('shop-cart', JSON.stringify({ state: { cartLines: [pricedLine] }, version: 1 }));
    expect(createShopStore().getState().cartLines).toEqual([{ sku: 'AX-1', quantity: 2 }]);
    localStorage.setItem('shop-cart', JSON.stringify({ state: { cartLines: [{ id: 'AX-2', quantity: 5 }] }, version: 2 }));
    const store = createShopStore();
    expect(store.getState().cartLines).toEqual([{ sku: 'AX-2', quantity: 5 }]);
    store.getState().setCartQuantity('AX-2', 6);
    expect(saved().state).toEqual({ cartLines: [{ sku: 'AX-2', quantity: 6 }] });
  });

  it('removes a line and empties the cart', () => {
    const store = createShopStore();
    store.getState().addToCart('AX-1');
    store.getState().addToCart('AX-2');
    store.getState().removeCartLine('AX-1');
    expect(store.getState().cartLines).toEqual([{ sku: 'AX-2', quantity: 1 }]);
    store.getState().emptyCart();
    expect(saved().state).toEqual({ cartLines: [] });
  });
});

describe('whether the cart lines are this browser’s cart', () => {
  it('are not in the state a rendered page is hydrated with, and are once the store has read its storage', () => {
    localStorage.setItem('shop-cart', JSON.stringify({ state: { cartLines: [{ sku: 'AX-1', quantity: 2 }] }, version: 3 }));
    const store = createShopStore();
    expect(store.getInitialState()).toMatchObject({ cartLines: [], cartRead: false });
    expect(store.getState()).toMatchObject({ cartLines: [{ sku: 'AX-1', quantity: 2 }], cartRead: true });
    expect(createRenderedShopStore().getState().cartRead).toBe(false);
    localStorage.clear();
  });
});
