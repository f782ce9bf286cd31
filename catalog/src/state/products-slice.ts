import { isApiError, shopStore, statusOfError } from '@shop/shared';
import { type Product } from '@shop/shared/contracts';
import type { StateCreator } from 'zustand/vanilla';
import {
  type Paging,
  fetchFacets,
  fetchFeaturedProducts,
  fetchWarehouses,
  fetchFilteredProducts,
  fetchProductDetails,
  fetchProductList,
  fetchSuppliers,
  searchProducts,
} from '../api/product-api';
import type { CatalogState, ListKey, ListRequest, ProductsSlice } from './catalog-state';
import {
  EMPTY_CATEGORY_LISTS,
  type LoadStatus,
  afterSessionChange,
  beforeFilteredListLoad,
  beforeListLoad,
} from './products-rules';

/** Products on the first screen of a list: they arrive first, the rest of a long list after. */
export const FIRST_SCREEN = 24;

/** A list in its own order, unfiltered, from its start. */
const WHOLE_LIST: ListRequest = { view: {}, start: 0 };

/** The slice of a list that a request's screen shows first, and the rest after it. */
const firstScreenOf = ({ view, start }: ListRequest): Paging => ({ view, ...(start > 0 ? { offset: start } : {}), limit: FIRST_SCREEN });
const restOf = ({ view, start }: ListRequest): Paging => ({ view, offset: start + FIRST_SCREEN });

/** Priced or public: read from the kernel's session at the moment a load starts. */
const isLoggedIn = () => shopStore.getState().isLoggedIn;

/**
 * Spec §4: a route change starts the loading bar, and a page is not there until its products are.
 * The kernel's bar runs while a page's first products load; the rest of a long list fills in
 * without it. The returned function ends it, once, however the load ends.
 */
function showLoadingBar(): () => void {
  shopStore.getState().startLoading();
  let running = true;
  return () => {
    if (!running) return;
    running = false;
    shopStore.getState().finishLoading();
  };
}

/**
 * A list that is the same for everyone and does not change while the page is open (warehouses,
 * suppliers): loaded once, its load shared by whoever asks meanwhile, and tried again only after it
 * failed. `held` says it is here already (the page brought it).
 */
function loadOnce<T>(fetch: () => Promise<T>, apply: (value: T) => void, held: () => boolean): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    if (held()) return Promise.resolve();
    running ??= fetch().then(apply, () => {
      running = null;
    });
    return running;
  };
}

/**
 * The products state of spec §3 and its loads. Every load is priced or public by the session
 * at the moment it starts; a later load of the same list wins over an earlier one still on its way.
 */
export const createProductsSlice: StateCreator<CatalogState, [], [], ProductsSlice> = (set, get) => {
  const latest = new Map<ListKey, number>();
  /**
   * What follows the first screen of a list, fetched only once the reader nears its end (loadRest):
   * most visits look at the first screen and leave, and a category's rest is hundreds of products
   * to download, parse and hand to React while the page is still starting.
   */
  const restOfList = new Map<ListKey, () => Promise<void>>();
  const begin = (key: ListKey) => {
    const token = (latest.get(key) ?? 0) + 1;
    latest.set(key, token);
    restOfList.delete(key);
    setStatus(key, 'loading');
    return () => latest.get(key) === token;
  };
  const setStatus = (key: ListKey, status: LoadStatus) => set({ listStatus: { ...get().listStatus, [key]: status } });
  /** The featured load last started: priced or not, and its promise (app start and the carousel share it). */
  let featuredLoad: { loggedIn: boolean; done: Promise<void> } | null = null;
  /**
   * The product-details load last started, so the page arriving for that product waits for it;
   * `aheadOfPage`: started before its page asked (forgetSession), not yet taken by that page.
   */
  let detailsLoad: { id: string; loggedIn: boolean; done: Promise<void>; aheadOfPage?: boolean } | null = null;
  const markDetailsAheadOfPage = () => {
    if (detailsLoad) detailsLoad.aheadOfPage = true;
  };
  /** The facets asked for last: an earlier answer landing later is not shown. */
  let latestFacets = '';

  /** Keeps the load of what follows `first` for when it is asked for; it lands only while its list is still the latest. */
  function holdRest(key: ListKey, isCurrent: () => boolean, fetchRest: () => Promise<Product[]>, apply: (list: Product[]) => void, first: Product[]) {
    restOfList.set(key, async () => {
      setStatus(key, 'rest-loading');
      try {
        const rest = await fetchRest();
        if (!isCurrent()) return;
        apply([...first, ...rest]);
        setStatus(key, 'loaded');
      } catch {
        if (isCurrent()) setStatus(key, 'failed');
      }
    });
  }

  /** First screen, then the rest when asked for: a category of 2,000 products shows at once and fills in. */
  async function loadInTwo(key: ListKey, fetch: (paging: Paging) => Promise<Product[]>, apply: (list: Product[]) => void, request: ListRequest) {
    const isCurrent = begin(key);
    const loaded = showLoadingBar();
    try {
      const first = await fetch(firstScreenOf(request)).finally(loaded);
      if (!isCurrent()) return;
      apply(first);
      if (first.length < FIRST_SCREEN) return setStatus(key, 'loaded');
      setStatus(key, 'partial');
      holdRest(key, isCurrent, () => fetch(restOf(request)), apply, first);
    } catch {
      if (isCurrent()) setStatus(key, 'failed');
    }
  }

  /**
   * The first load of something the page was rendered with on the server (its status came with
   * the store's initial state, no load of it has run here): marked as loaded here, and its status
   * answered. Null when the load must run as usual.
   */
  function takeFromPage(key: ListKey): 'loaded' | 'partial' | null {
    const status = get().listStatus[key];
    if (latest.has(key) || (status !== 'loaded' && status !== 'partial')) return null;
    latest.set(key, 1);
    return status;
  }

  /** A list the page was rendered with: kept, and what follows a first screen held for loadRest (takeFromPage). */
  function adoptFromPage(key: ListKey, fetchRest: () => Promise<Product[]>, apply: (list: Product[]) => void, list: Product[]): Promise<void> | null {
    const status = takeFromPage(key);
    if (status === null) return null;
    if (status === 'partial') holdRest(key, () => latest.get(key) === 1, fetchRest, apply, list);
    return Promise.resolve();
  }

  return {
    selectedProduct: null,
    searchValue: '',
    productList: [],
    categoryLists: EMPTY_CATEGORY_LISTS,
    featured: [],
    productDetails: null,
    productDetailsErrorStatus: null,
    listStatus: {},
    facets: null,
    warehouses: [],
    suppliers: [],

    loadFeatured: () => {
      const isCurrent = begin('featured');
      const loggedIn = isLoggedIn();
      const done = (async () => {
        try {
          const featured = await fetchFeaturedProducts(loggedIn).finally(showLoadingBar());
          if (isCurrent()) set({ featured, listStatus: { ...get().listStatus, featured: 'loaded' } });
        } catch {
          if (isCurrent()) setStatus('featured', 'failed');
        }
      })();
      featuredLoad = { loggedIn, done };
      return done;
    },

    ensureFeatured: () => {
      if (takeFromPage('featured')) featuredLoad = { loggedIn: isLoggedIn(), done: Promise.resolve() };
      const status = get().listStatus.featured;
      const usable = status === 'loading' || status === 'loaded';
      if (featuredLoad && usable && featuredLoad.loggedIn === isLoggedIn()) return featuredLoad.done;
      return get().loadFeatured();
    },

    loadCategory: (key, request = WHOLE_LIST) => {
      const loggedIn = isLoggedIn();
      const apply = (list: Product[]) => set({ categoryLists: { ...get().categoryLists, [key]: list } });
      const fetch = (paging: Paging) => fetchProductList(loggedIn, key, paging);
      const fromPage = adoptFromPage(key, () => fetch(restOf(request)), apply, get().categoryLists[key]);
      if (fromPage) return fromPage;
      set(beforeListLoad());
      return loadInTwo(key, fetch, apply, request);
    },

    loadProductList: (query, request = WHOLE_LIST) => {
      const loggedIn = isLoggedIn();
      const fetch = (paging: Paging) => {
        if (query.kind === 'filter') return fetchFilteredProducts(loggedIn, query.ids, paging);
        if (query.kind === 'search') return searchProducts(loggedIn, query.words, paging);
        return fetchProductList(loggedIn, undefined, paging);
      };
      const fromPage = adoptFromPage('productList', () => fetch(restOf(request)), (productList) => set({ productList }), get().productList);
      if (fromPage) return fromPage;
      if (query.kind === 'filter') set(beforeFilteredListLoad());
      else set({ ...beforeListLoad(), productList: [] });
      if (query.kind === 'search') set({ searchValue: query.words });
      return loadInTwo('productList', fetch, (productList) => set({ productList }), request);
    },

    // Without the warehouses the page names those holding the product, as the product says.
    loadWarehouses: loadOnce(
      fetchWarehouses,
      (list) => set({ warehouses: list.map((warehouse) => warehouse.code) }),
      () => get().warehouses.length > 0,
    ),

    // Without the suppliers the front page has no suppliers block; the next front page tries again.
    loadSuppliers: loadOnce(
      fetchSuppliers,
      (suppliers) => set({ suppliers }),
      () => get().suppliers.length > 0,
    ),

    loadFacets: (params) => {
      const key = new URLSearchParams(params).toString();
      const shown = get().facets;
      if (shown?.key === key) return Promise.resolve();
      latestFacets = key;
      return fetchFacets(params).then(
        (value) => {
          if (latestFacets === key) set({ facets: { key, value } });
        },
        // Without counts the list still works: the supplier filter waits for the next list.
        () => undefined,
      );
    },

    loadProductDetails: (id) => {
      const loggedIn = isLoggedIn();
      if (get().productDetails?.skuId === id && takeFromPage('productDetails')) {
        detailsLoad = { id, loggedIn, done: Promise.resolve() };
        return detailsLoad.done;
      }
      // One call per page visit: a load on its way is joined, and one made ahead of the page (as
      // someone logs in on a product: forgetSession) is the page's own, landed or not, once.
      const sameLoad = detailsLoad?.id === id && detailsLoad.loggedIn === loggedIn;
      if (detailsLoad && sameLoad && (get().listStatus.productDetails === 'loading' || detailsLoad.aheadOfPage)) {
        detailsLoad.aheadOfPage = false;
        return detailsLoad.done;
      }
      const isCurrent = begin('productDetails');
      set({ productDetails: null, productDetailsErrorStatus: null });
      const done = (async () => {
        try {
          const productDetails = await fetchProductDetails(loggedIn, id).finally(showLoadingBar());
          if (isCurrent()) set({ productDetails, listStatus: { ...get().listStatus, productDetails: 'loaded' } });
        } catch (error) {
          if (!isCurrent()) return;
          set({ productDetailsErrorStatus: statusOfError(error) });
          setStatus('productDetails', isApiError(error) && error.response?.status === 404 ? 'not-found' : 'failed');
        }
      })();
      detailsLoad = { id, loggedIn, done };
      return done;
    },

    loadRest: (key) => {
      const load = restOfList.get(key);
      restOfList.delete(key);
      return load ? load() : Promise.resolve();
    },

    selectProduct: (selectedProduct) => set({ selectedProduct }),

    forgetSession: () => {
      const featuredAskedFor = get().listStatus.featured !== undefined;
      const productShown = get().productDetails?.skuId;
      // A load that started for the last session no longer counts when it lands.
      for (const [key, token] of latest) latest.set(key, token + 1);
      restOfList.clear();
      featuredLoad = null;
      detailsLoad = null;
      set({ ...afterSessionChange(), productDetailsErrorStatus: null, listStatus: {} });
      if (featuredAskedFor) void get().loadFeatured();
      // Someone who logged in from a product's page goes straight back to it (/callback): its
      // prices are fetched now, beside that navigation, not once the page is back.
      if (productShown && isLoggedIn()) {
        void get().loadProductDetails(productShown);
        markDetailsAheadOfPage();
      }
    },
  };
};
