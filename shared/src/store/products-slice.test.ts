import { apiClient } from '../api/api-client';
import { ApiError } from '../api/http-error';
import type { Product } from '../domain/product';
import { FIRST_SCREEN } from './products-slice';
import { createShopStore } from './shop-store';

const product = (i: number): Product => ({
  skuId: `P-${i}`,
  title: { nb: `Produkt ${i}`, en: `Product ${i}` },
  subHeading: { nb: '', en: '' },
  images: [],
  category: 'brannprodukter',
  categoryPath: ['brannprodukter'],
  supplier: { id: 's', name: 'S' },
});
const catalogue = Array.from({ length: 100 }, (_, i) => product(i));

const answer = (data: unknown) => ({ status: 200, data, headers: {} });

/** Answers like the API: pages by limit and offset. */
function answerLists() {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (_url, config) => {
    const { limit, offset = 0 } = (config?.params ?? {}) as { limit?: number; offset?: number };
    return answer(catalogue.slice(offset, limit === undefined ? undefined : offset + limit));
  });
}

describe('products slice (spec §3, §4)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads a long list as a first screen, then the rest', async () => {
    const get = answerLists();
    const store = createShopStore();
    const seen: number[] = [];
    const stop = store.subscribe((state) => seen.push(state.categoryLists.brannprodukter.length));
    await store.getState().loadCategory('brannprodukter');
    stop();
    expect(get.mock.calls.map(([url, config]) => [url, config?.params])).toEqual([
      ['/product/list', { category: 'brannprodukter', limit: FIRST_SCREEN }],
      ['/product/list', { category: 'brannprodukter', offset: FIRST_SCREEN }],
    ]);
    expect(seen).toContain(FIRST_SCREEN);
    expect(store.getState().categoryLists.brannprodukter).toHaveLength(100);
    expect(store.getState().listStatus.brannprodukter).toBe('loaded');
  });

  it('loads the featured products once for app start and the carousel, again when the session changes', async () => {
    const get = answerLists();
    const store = createShopStore();
    await Promise.all([store.getState().loadFeatured(), store.getState().ensureFeatured()]);
    await store.getState().ensureFeatured();
    expect(get.mock.calls.map(([url]) => url)).toEqual(['/product/featured']);
    store.setState({ isLoggedIn: true });
    await store.getState().ensureFeatured();
    expect(get.mock.calls.map(([url]) => url)).toEqual(['/product/featured', '/productUser/featured']);
    expect(store.getState().featured).toHaveLength(100);
  });

  it('loads the featured products again after a failed load', async () => {
    const get = jest.spyOn(apiClient, 'get').mockRejectedValueOnce(new ApiError('The API answered 503', 'ERR_BAD_RESPONSE', { status: 503, data: {}, headers: {} }));
    const store = createShopStore();
    await store.getState().ensureFeatured();
    expect(store.getState().listStatus.featured).toBe('failed');
    get.mockResolvedValueOnce(answer([product(1)]));
    await store.getState().ensureFeatured();
    expect(store.getState().featured).toEqual([product(1)]);
  });

  it('clears the details before a list loads, and the list before a filtered list loads', async () => {
    answerLists();
    const store = createShopStore();
    store.setState({ productDetails: { ...product(1), description: { nb: '', en: '' }, specs: [] }, productList: [product(7)] });
    const pending = store.getState().loadProductList({ kind: 'filter', ids: ['brannprodukter'] });
    expect(store.getState().productDetails).toBeNull();
    expect(store.getState().productList).toEqual([]);
    await pending;
    expect(store.getState().productList).toHaveLength(100);
  });

  it('asks the priced endpoints for a logged-in user', async () => {
    const get = answerLists();
    const store = createShopStore();
    store.setState({ isLoggedIn: true });
    await store.getState().loadProductList({ kind: 'search', words: 'kamera' });
    expect(get.mock.calls[0]?.[0]).toBe('/productUser/search');
    expect(store.getState().searchValue).toBe('kamera');
  });

  it('lets the latest load of a list win over an earlier one still on its way', async () => {
    let release: (value: ReturnType<typeof answer>) => void = () => undefined;
    jest
      .spyOn(apiClient, 'get')
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValue(answer([product(2)]));
    const store = createShopStore();
    const slow = store.getState().loadProductList({ kind: 'search', words: 'first' });
    await store.getState().loadProductList({ kind: 'search', words: 'second' });
    release(answer([product(1)]));
    await slow;
    expect(store.getState().productList.map((item) => item.skuId)).toEqual(['P-2']);
  });

  it('tells a missing product from a failed load', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new ApiError('The API answered 404', 'ERR_BAD_RESPONSE', { status: 404, data: {}, headers: {} }));
    const store = createShopStore();
    await store.getState().loadProductDetails('NOPE-1');
    expect(store.getState().listStatus.productDetails).toBe('not-found');
  });
});
