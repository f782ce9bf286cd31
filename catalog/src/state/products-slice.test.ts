import { waitFor } from '@testing-library/react';
import { shopStore } from '@shop/shared';
import { type Product } from '@shop/shared/contracts';
import { type Answer, type ServedRequest, serveCalls } from '@shop/shared/test-support';
import { createCatalogStore } from './catalog-store';
import { FIRST_SCREEN } from './products-slice';
import { testProduct } from '@shop/shared/test-fixtures';

const product = (i: number): Product => testProduct({ skuId: `P-${i}`, title: { nb: `Produkt ${i}`, en: `Product ${i}` } });
const allProducts = Array.from({ length: 100 }, (_, i) => product(i));

/** Answers like the API: pages by limit and offset. Returns the requests made. */
function answerLists(): ServedRequest[] {
  const requests: ServedRequest[] = [];
  serveCalls((request) => {
    requests.push(request);
    const { limit, offset = 0 } = request.params as { limit?: number; offset?: number };
    return { status: 200, data: allProducts.slice(offset, limit === undefined ? undefined : offset + limit) };
  });
  return requests;
}

const urls = (requests: ServedRequest[]) => requests.map((request) => request.url);

/**
 * A visitor on product P-7's page logs in (the session changes): the API prices the product once
 * asked by a logged-in user. Answers the store and the paths asked for so far.
 */
async function logInOnProductPage() {
  const requests: string[] = [];
  serveCalls((request) => {
    requests.push(request.url);
    return { status: 200, data: { ...product(7), price: request.url.startsWith('/productUser') ? 1990 : undefined } };
  });
  const store = createCatalogStore();
  await store.getState().loadProductDetails('P-7');
  shopStore.setState({ isLoggedIn: true, user: null });
  store.getState().forgetSession();
  return { store, requests };
}

describe('products slice (spec §3, §4)', () => {
  beforeEach(() => shopStore.setState({ isLoggedIn: false, user: null }));

  it('loads a long list as a first screen, and the rest once, when the reader nears its end', async () => {
    const requests = answerLists();
    const store = createCatalogStore();
    const seen: number[] = [];
    const statuses: Array<string | undefined> = [];
    const stop = store.subscribe((state) => {
      seen.push(state.categoryLists.brannprodukter.length);
      if (statuses.at(-1) !== state.listStatus.brannprodukter) statuses.push(state.listStatus.brannprodukter);
    });
    await store.getState().loadCategory('brannprodukter');
    expect(requests).toHaveLength(1);
    expect(store.getState().listStatus.brannprodukter).toBe('partial');
    await store.getState().loadRest('brannprodukter');
    await store.getState().loadRest('brannprodukter');
    stop();
    // While the rest is on its way the list says so; before, it waited for the reader.
    expect(statuses).toEqual(['loading', 'partial', 'rest-loading', 'loaded']);
    expect(requests.map(({ url, params }) => [url, params])).toEqual([
      ['/product/list', { category: 'brannprodukter', limit: FIRST_SCREEN }],
      ['/product/list', { category: 'brannprodukter', offset: FIRST_SCREEN }],
    ]);
    expect(seen).toContain(FIRST_SCREEN);
    expect(store.getState().categoryLists.brannprodukter).toHaveLength(100);
    expect(store.getState().listStatus.brannprodukter).toBe('loaded');
  });

  it('loads a page of a sorted, filtered list from where that page starts, then the rest after it', async () => {
    const requests = answerLists();
    const store = createCatalogStore();
    await store.getState().loadCategory('brannprodukter', { view: { sort: 'name', lang: 'en', supplier: 'axis' }, start: 48 });
    await store.getState().loadRest('brannprodukter');
    expect(requests.map(({ url, params }) => [url, params])).toEqual([
      ['/product/list', { category: 'brannprodukter', sort: 'name', lang: 'en', supplier: 'axis', offset: 48, limit: FIRST_SCREEN }],
      ['/product/list', { category: 'brannprodukter', sort: 'name', lang: 'en', supplier: 'axis', offset: 48 + FIRST_SCREEN }],
    ]);
    expect(store.getState().categoryLists.brannprodukter[0]?.skuId).toBe('P-48');
    expect(store.getState().categoryLists.brannprodukter).toHaveLength(52);
  });

  it('keeps a filtered page the server rendered and fetches only what follows it, when asked for', async () => {
    const requests = answerLists();
    const store = createCatalogStore({ productList: allProducts.slice(24, 48), listStatus: { productList: 'partial' } });
    await store.getState().loadProductList({ kind: 'filter', ids: ['brann'] }, { view: { inStock: 'true' }, start: 24 });
    expect(requests).toEqual([]);
    await store.getState().loadRest('productList');
    expect(requests.map(({ url, params }) => [url, params])).toEqual([['/product/filterlist', { filterList: 'brann', inStock: 'true', offset: 48 }]]);
    expect(store.getState().productList.map((product) => product.skuId)).toEqual(allProducts.slice(24).map((product) => product.skuId));
  });

  it('loads the supplier counts of a list once, and again for another list', async () => {
    const requests: ServedRequest[] = [];
    serveCalls((request) => {
      requests.push(request);
      return { status: 200, data: { total: 3, inStock: 1, suppliers: [{ id: 'axis', name: 'Axis', count: 3 }] } };
    });
    const store = createCatalogStore();
    await store.getState().loadFacets({ category: 'brannprodukter' });
    await store.getState().loadFacets({ category: 'brannprodukter' });
    await store.getState().loadFacets({ category: 'brannprodukter', inStock: 'true' });
    expect(requests.map(({ url, params }) => [url, params])).toEqual([
      ['/product/facets', { category: 'brannprodukter' }],
      ['/product/facets', { category: 'brannprodukter', inStock: 'true' }],
    ]);
    expect(store.getState().facets).toEqual({ key: 'category=brannprodukter&inStock=true', value: { total: 3, inStock: 1, suppliers: [{ id: 'axis', name: 'Axis', count: 3 }] } });
  });

  it('runs the kernel’s loading bar while a page’s first products load, not while the rest fill in', async () => {
    const counts: number[] = [];
    serveCalls((request) => {
      counts.push(shopStore.getState().loadingCount);
      const { limit, offset = 0 } = request.params as { limit?: number; offset?: number };
      return { status: 200, data: allProducts.slice(offset, limit === undefined ? undefined : offset + limit) };
    });
    const store = createCatalogStore();
    await store.getState().loadCategory('brannprodukter');
    await store.getState().loadRest('brannprodukter');
    // Asked for the first screen with the bar running; the rest after it had ended.
    expect(counts).toEqual([1, 0]);
    await store.getState().loadProductDetails('P-1');
    await store.getState().loadFeatured();
    expect(counts).toEqual([1, 0, 1, 1]);
    expect(shopStore.getState().loadingCount).toBe(0);
    serveCalls(() => ({ status: 500, data: { message: 'Refused' } }));
    await store.getState().loadCategory('adgangskontroll');
    expect(shopStore.getState().loadingCount).toBe(0);
  });

  it('loads the featured products once for app start and the carousel, again when the session changes', async () => {
    const requests = answerLists();
    const store = createCatalogStore();
    await Promise.all([store.getState().loadFeatured(), store.getState().ensureFeatured()]);
    await store.getState().ensureFeatured();
    expect(urls(requests)).toEqual(['/product/featured']);
    shopStore.setState({ isLoggedIn: true });
    await store.getState().ensureFeatured();
    expect(urls(requests)).toEqual(['/product/featured', '/productUser/featured']);
    expect(store.getState().featured).toHaveLength(100);
  });

  it('loads the featured products again after a failed load', async () => {
    const answers: Answer[] = [{ status: 503, data: { error: 'Service Unavailable', message: 'Try later' } }, { status: 200, data: [product(1)] }];
    serveCalls(() => answers.shift() ?? 'no-response');
    const store = createCatalogStore();
    await store.getState().ensureFeatured();
    expect(store.getState().listStatus.featured).toBe('failed');
    await store.getState().ensureFeatured();
    expect(store.getState().featured).toEqual([product(1)]);
  });

  it('clears the details before a list loads, and the list before a filtered list loads', async () => {
    answerLists();
    const store = createCatalogStore();
    store.setState({ productDetails: { ...product(1), description: { nb: '', en: '' }, specs: [] }, productList: [product(7)] });
    const pending = store.getState().loadProductList({ kind: 'filter', ids: ['brannprodukter'] });
    expect(store.getState().productDetails).toBeNull();
    expect(store.getState().productList).toEqual([]);
    await pending;
    expect(store.getState().productList).toHaveLength(FIRST_SCREEN);
  });

  it('asks the priced endpoints for a logged-in user', async () => {
    const requests = answerLists();
    const store = createCatalogStore();
    shopStore.setState({ isLoggedIn: true });
    await store.getState().loadProductList({ kind: 'search', words: 'kamera' });
    expect(requests[0]?.url).toBe('/productUser/search');
    expect(store.getState().searchValue).toBe('kamera');
  });

  it('lets the latest load of a list win over an earlier one still on its way', async () => {
    let release: () => void = () => undefined;
    serveCalls(({ params }) =>
      params.search === 'first'
        ? new Promise<Answer>((resolve) => (release = () => resolve({ status: 200, data: [product(1)] })))
        : { status: 200, data: [product(2)] },
    );
    const store = createCatalogStore();
    const slow = store.getState().loadProductList({ kind: 'search', words: 'first' });
    await store.getState().loadProductList({ kind: 'search', words: 'second' });
    release();
    await slow;
    expect(store.getState().productList.map((item) => item.skuId)).toEqual(['P-2']);
  });

  it('drops the rest held for a list when that list loads again or the session changes', async () => {
    const requests = answerLists();
    const store = createCatalogStore();
    await store.getState().loadCategory('brannprodukter');
    await store.getState().loadCategory('brannprodukter', { view: { sort: 'name' }, start: 0 });
    await store.getState().loadRest('brannprodukter');
    expect(requests.map(({ params }) => params)).toEqual([
      { category: 'brannprodukter', limit: FIRST_SCREEN },
      { category: 'brannprodukter', sort: 'name', limit: FIRST_SCREEN },
      { category: 'brannprodukter', sort: 'name', offset: FIRST_SCREEN },
    ]);
    await store.getState().loadCategory('adgangskontroll');
    store.getState().forgetSession();
    await store.getState().loadRest('adgangskontroll');
    expect(requests).toHaveLength(4);
  });

  it('tells a missing product from a failed load', async () => {
    serveCalls(() => ({ status: 404, data: { error: 'Not Found', message: 'No such product' } }));
    const store = createCatalogStore();
    await store.getState().loadProductDetails('NOPE-1');
    expect(store.getState().listStatus.productDetails).toBe('not-found');
    expect(store.getState().productDetailsErrorStatus).toBe(404);
  });

  it('forgets the last session: its lists go, its loads on the way are ignored, the featured products load again', async () => {
    let releaseOld: () => void = () => undefined;
    const requests: string[] = [];
    serveCalls(({ url }) => {
      requests.push(url);
      // The public list of the last session is still on its way when the session changes.
      if (url === '/product/list') return new Promise<Answer>((resolve) => (releaseOld = () => resolve({ status: 200, data: [product(9)] })));
      return { status: 200, data: [product(1)] };
    });
    const store = createCatalogStore();
    await store.getState().loadFeatured();
    const oldList = store.getState().loadProductList({ kind: 'all' });

    shopStore.setState({ isLoggedIn: true });
    store.getState().forgetSession();
    expect(store.getState().featured).toEqual([]);
    expect(store.getState().listStatus.productList).toBeUndefined();
    await store.getState().ensureFeatured();
    releaseOld();
    await oldList;

    expect(requests).toEqual(['/product/featured', '/product/list', '/productUser/featured']);
    expect(store.getState().featured).toEqual([product(1)]);
    expect(store.getState().productList).toEqual([]);
  });

  it('loads no featured products for the new session when nobody asked for them', async () => {
    const requests = answerLists();
    const store = createCatalogStore();
    store.getState().forgetSession();
    await Promise.resolve();
    expect(requests).toEqual([]);
  });

  it('fetches the priced details of the product on show as someone logs in, once, however soon its page asks', async () => {
    const { store, requests } = await logInOnProductPage();
    // Asked for with the session change, before the product page is back.
    await waitFor(() => expect(requests).toEqual(['/product/detail/P-7', '/productUser/detail/P-7']));
    // The product page, back after the login, asks while that load is on its way: no second call.
    await store.getState().loadProductDetails('P-7');

    expect(requests).toEqual(['/product/detail/P-7', '/productUser/detail/P-7']);
    expect(store.getState().productDetails).toMatchObject({ skuId: 'P-7', price: 1990 });
  });

  it('fetches them once too when the page asks only after their answer has landed (a slow navigation), and again on a later visit', async () => {
    const { store, requests } = await logInOnProductPage();
    await waitFor(() => expect(store.getState().listStatus.productDetails).toBe('loaded'));
    await store.getState().loadProductDetails('P-7');
    expect(requests).toEqual(['/product/detail/P-7', '/productUser/detail/P-7']);
    expect(store.getState().productDetails).toMatchObject({ skuId: 'P-7', price: 1990 });

    // The next visit of the same product is a page visit of its own: its data is asked for again.
    await store.getState().loadProductDetails('P-7');
    expect(requests).toEqual(['/product/detail/P-7', '/productUser/detail/P-7', '/productUser/detail/P-7']);
  });
});
