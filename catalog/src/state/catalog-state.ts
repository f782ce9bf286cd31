import type { CategoryKey } from '@shop/shared';
import type { Facets, Product, MenuItem, Supplier } from '@shop/shared/contracts';
import type { FilterTreeState } from './filter-tree-rules';
import type { LoadStatus, ProductsState } from './products-rules';

// The catalogue store's state and actions, declared apart from the slices that implement them, so
// the slices and the store that combines them depend on these types and not on each other.

type ProductListQuery = { kind: 'all' } | { kind: 'filter'; ids: string[] } | { kind: 'search'; words: string };

/**
 * Which part of a list to load, in which order and with which filters: the API's parameters of
 * the address's view (features/list-view), and where the page starts (0: the list's start).
 */
export interface ListRequest {
  view: Record<string, string>;
  start: number;
}

export type ListKey = 'productList' | 'featured' | 'productDetails' | CategoryKey;

export interface ProductsSlice extends ProductsState {
  listStatus: Partial<Record<ListKey, LoadStatus>>;
  /** The status the last failed product detail load answered with (spec §8: statusCode, status or response status; 500 when none). */
  productDetailsErrorStatus: number | null;
  loadFeatured: () => Promise<void>;
  /** Loads the featured products unless they are loaded, or on their way, for the current session. */
  ensureFeatured: () => Promise<void>;
  loadCategory: (key: CategoryKey, request?: ListRequest) => Promise<void>;
  loadProductList: (query: ProductListQuery, request?: ListRequest) => Promise<void>;
  /** Loads what follows the first screen of the list `key` (its status 'partial'), once; nothing when it is all here. */
  loadRest: (key: ListKey) => Promise<void>;
  /** The supplier filter's counts of the list shown, named by their query (a page rendered on the server carries them). */
  facets: { key: string; value: Facets } | null;
  /** The warehouses' codes in the shop's order (a product page names each); empty until loaded. */
  warehouses: string[];
  /** The suppliers of the front page's block (spec §2), in the API's order; empty until loaded. */
  suppliers: Supplier[];
  /** Loads the suppliers once (a front page rendered on the server brings them). */
  loadSuppliers: () => Promise<void>;
  /** Loads the warehouses once. */
  loadWarehouses: () => Promise<void>;
  /** Loads the counts for the facets query `params` unless they are the ones held. */
  loadFacets: (params: Record<string, string>) => Promise<void>;
  loadProductDetails: (id: string) => Promise<void>;
  selectProduct: (product: Product | null) => void;
  /**
   * Another person (or nobody) is logged in now: drops every list loaded for the last session and
   * ignores the loads still on their way for it, so no one sees another's prices. The featured
   * products, once asked for, are loaded again for the new session.
   */
  forgetSession: () => void;
}

/** Where a filter selection is kept: per category in product mode, or as the general product filter. */
export type FilterScope = CategoryKey | 'general';

export interface FilterSlice {
  filterSelections: Partial<Record<FilterScope, FilterTreeState>>;
  /** The general filter last applied to the product list (spec §3 filterCategories). */
  filterCategories: string[];
  productMenu: MenuItem[];
  productMenuStatus: LoadStatus;
  toggleFilter: (scope: FilterScope, id: string) => void;
  /** Takes a selection from elsewhere (the page address) as the scope's checked items. */
  setFilterChecked: (scope: FilterScope, checked: string[]) => void;
  /** Spec §4: clears every checked and open item and resets filterCategories. */
  resetFilters: () => void;
  /** Makes the general selection the applied filter (spec §3 filterCategories) and returns it. */
  applyGeneralFilter: () => string[];
  loadProductMenu: () => Promise<void>;
}

/** Everything the catalogue store holds: the products of spec §3 and the filter tree of §4. */
export type CatalogState = ProductsSlice & FilterSlice;
