import { isApiError } from '../api/http-error';
import { statusOfError } from '../format/page-error';
import type { StateCreator } from 'zustand/vanilla';
import {
  type Paging,
  fetchFeaturedProducts,
  fetchFilteredProducts,
  fetchProductDetails,
  fetchProductList,
  searchProducts,
} from '../api/product-api';
import type { Product } from '../domain/product';
import type { CategoryKey } from '../routes/route-table';
import {
  EMPTY_CATEGORY_LISTS,
  type LoadStatus,
  type ProductsState,
  beforeFilteredListLoad,
  beforeListLoad,
} from './products-rules';
import type { ShopState } from './shop-store';

/** Products on the first screen of a list: they arrive first, the rest of a long list after. */
export const FIRST_SCREEN = 24;

export type ProductListQuery = { kind: 'all' } | { kind: 'filter'; ids: string[] } | { kind: 'search'; words: string };

type ListKey = 'productList' | 'featured' | 'productDetails' | CategoryKey;

export interface ProductsSlice extends ProductsState {
  listStatus: Partial<Record<ListKey, LoadStatus>>;
  /** The status the last failed product detail load answered with (spec §8: statusCode, status or response status; 500 when none). */
  productDetailsErrorStatus: number | null;
  loadFeatured: () => Promise<void>;
  /** Loads the featured products unless they are loaded, or on their way, for the current session. */
  ensureFeatured: () => Promise<void>;
  loadCategory: (key: CategoryKey) => Promise<void>;
  loadProductList: (query: ProductListQuery) => Promise<void>;
  loadProductDetails: (id: string) => Promise<void>;
  selectProduct: (product: Product | null) => void;
}

/**
 * The products state of spec §3 and its loads. Every load is priced or public by the session
 * at the moment it starts; a later load of the same list wins over an earlier one still on its way.
 */
export const createProductsSlice: StateCreator<ShopState, [], [], ProductsSlice> = (set, get) => {
  const latest = new Map<ListKey, number>();
  const begin = (key: ListKey) => {
    const token = (latest.get(key) ?? 0) + 1;
    latest.set(key, token);
    setStatus(key, 'loading');
    return () => latest.get(key) === token;
  };
  const setStatus = (key: ListKey, status: LoadStatus) => set({ listStatus: { ...get().listStatus, [key]: status } });
  /** The featured load last started: priced or not, and its promise (app start and the carousel share it). */
  let featuredLoad: { loggedIn: boolean; done: Promise<void> } | null = null;

  /** First screen, then the rest: a category of 2,000 products shows at once and fills in. */
  async function loadInTwo(key: ListKey, fetch: (paging: Paging) => Promise<Product[]>, apply: (list: Product[]) => void) {
    const isCurrent = begin(key);
    try {
      const first = await fetch({ limit: FIRST_SCREEN });
      if (!isCurrent()) return;
      apply(first);
      if (first.length < FIRST_SCREEN) return setStatus(key, 'loaded');
      setStatus(key, 'partial');
      const rest = await fetch({ offset: FIRST_SCREEN });
      if (!isCurrent()) return;
      apply([...first, ...rest]);
      setStatus(key, 'loaded');
    } catch {
      if (isCurrent()) setStatus(key, 'failed');
    }
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

    loadFeatured: () => {
      const isCurrent = begin('featured');
      const loggedIn = get().isLoggedIn;
      const done = (async () => {
        try {
          const featured = await fetchFeaturedProducts(loggedIn);
          if (isCurrent()) set({ featured, listStatus: { ...get().listStatus, featured: 'loaded' } });
        } catch {
          if (isCurrent()) setStatus('featured', 'failed');
        }
      })();
      featuredLoad = { loggedIn, done };
      return done;
    },

    ensureFeatured: () => {
      const status = get().listStatus.featured;
      const usable = status === 'loading' || status === 'loaded';
      if (featuredLoad && usable && featuredLoad.loggedIn === get().isLoggedIn) return featuredLoad.done;
      return get().loadFeatured();
    },

    loadCategory: (key) => {
      set(beforeListLoad());
      const loggedIn = get().isLoggedIn;
      return loadInTwo(
        key,
        (paging) => fetchProductList(loggedIn, key, paging),
        (list) => set({ categoryLists: { ...get().categoryLists, [key]: list } }),
      );
    },

    loadProductList: (query) => {
      const loggedIn = get().isLoggedIn;
      if (query.kind === 'filter') set(beforeFilteredListLoad());
      else set({ ...beforeListLoad(), productList: [] });
      if (query.kind === 'search') set({ searchValue: query.words });
      const fetch = (paging: Paging) => {
        if (query.kind === 'filter') return fetchFilteredProducts(loggedIn, query.ids, paging);
        if (query.kind === 'search') return searchProducts(loggedIn, query.words, paging);
        return fetchProductList(loggedIn, undefined, paging);
      };
      return loadInTwo('productList', fetch, (productList) => set({ productList }));
    },

    loadProductDetails: async (id) => {
      const isCurrent = begin('productDetails');
      set({ productDetails: null, productDetailsErrorStatus: null });
      try {
        const productDetails = await fetchProductDetails(get().isLoggedIn, id);
        if (isCurrent()) set({ productDetails, listStatus: { ...get().listStatus, productDetails: 'loaded' } });
      } catch (error) {
        if (!isCurrent()) return;
        set({ productDetailsErrorStatus: statusOfError(error) });
        setStatus('productDetails', isApiError(error) && error.response?.status === 404 ? 'not-found' : 'failed');
      }
    },

    selectProduct: (selectedProduct) => set({ selectedProduct }),
  };
};
