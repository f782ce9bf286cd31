import { createShopStore } from './shop-store';

const product = {
  skuId: 'AX-1',
  title: { nb: 'Kortleser', en: 'Card reader' },
  subHeading: { nb: '', en: '' },
  images: [],
  category: 'adgangskontroll' as const,
  categoryPath: ['adgangskontroll'],
  supplier: { id: 's1', name: 'Supplier' },
  price: 100,
  indicativePrice: 120,
};

describe('cart slice', () => {
  beforeEach(() => localStorage.clear());

  it('adds to the cart and persists the lines', () => {
    const store = createShopStore();
    store.getState().addToCart(product);
    store.getState().addToCart(product);
    expect(store.getState().cartLines).toEqual([expect.objectContaining({ id: 'AX-1', quantity: 2, totalAmount: 200 })]);
    expect(JSON.parse(localStorage.getItem('shop-cart') ?? '{}').state.cartLines).toHaveLength(1);
  });

  it('keeps only SKUs and quantities in the browser: no price, no product', () => {
    const store = createShopStore();
    store.getState().addToCart(product, 3);
    const saved = localStorage.getItem('shop-cart') ?? '';
    expect(JSON.parse(saved).state).toEqual({ cartLines: [{ id: 'AX-1', quantity: 3 }] });
    expect(saved).not.toMatch(/price|Kortleser/i);
  });

  it('restores the cart of a previous visit as SKUs and quantities, for the cart to fetch the products', () => {
    createShopStore().getState().addToCart(product);
    const reloaded = createShopStore();
    expect(reloaded.getState().cartLines).toEqual([{ id: 'AX-1', item: null, quantity: 1, totalAmount: 0 }]);
    // The cart fetched the product again, priced for the session there is now.
    reloaded.getState().refreshCartProducts([product]);
    expect(reloaded.getState().cartLines[0]).toMatchObject({ item: product, totalAmount: 100 });
  });

  it('reads a cart saved with its prices (before they were left out) as SKUs and quantities only', () => {
    const line = { id: 'AX-1', item: product, quantity: 2, totalAmount: 200 };
    localStorage.setItem('shop-cart', JSON.stringify({ state: { cartLines: [line] }, version: 1 }));
    const store = createShopStore();
    expect(store.getState().cartLines).toEqual([{ id: 'AX-1', item: null, quantity: 2, totalAmount: 0 }]);
    store.getState().increaseCartQuantity('AX-1');
    expect(JSON.parse(localStorage.getItem('shop-cart') ?? '').state).toEqual({ cartLines: [{ id: 'AX-1', quantity: 3 }] });
  });

  it('drops the line of a product the shop no longer has', () => {
    const store = createShopStore();
    store.getState().addToCart(product);
    store.getState().addToCart({ ...product, skuId: 'AX-2' });
    store.getState().refreshCartProducts([], ['AX-1']);
    expect(store.getState().cartLines.map((line) => line.id)).toEqual(['AX-2']);
  });

  it('empties the cart', () => {
    const store = createShopStore();
    store.getState().addToCart(product);
    store.getState().emptyCart();
    expect(store.getState().cartLines).toEqual([]);
  });
});

describe('cart storage', () => {
  beforeEach(() => localStorage.clear());

  it('writes the cart to storage when its lines change, not on every update of the store', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      const store = createShopStore();
      store.setState({ pageTitle: 'Alarm' }); // May store the (empty) cart once.
      setItem.mockClear();
      store.setState({ pageTitle: 'Kamera' });
      store.getState().toggleMobileMenu(true);
      expect(setItem).not.toHaveBeenCalled();
      store.getState().addToCart(product);
      expect(setItem).toHaveBeenCalledTimes(1);
      store.setState({ pageTitle: 'Brann' });
      expect(setItem).toHaveBeenCalledTimes(1);
      expect(JSON.parse(localStorage.getItem('shop-cart') ?? '{}').state.cartLines).toHaveLength(1);
    } finally {
      setItem.mockRestore();
    }
  });
});
