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

  it('restores the cart of a previous visit', () => {
    createShopStore().getState().addToCart(product);
    const reloaded = createShopStore();
    expect(reloaded.getState().cartLines[0]?.quantity).toBe(1);
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
