import { CATEGORY_KEYS, type CategoryKey } from '@shop/shared';
import { type Product, type ProductDetails } from '@shop/shared/contracts';

/**
 * The category key of a category name (spec §3): matched case-insensitively, and
 * "kameraovervåkning" (with å) is the key "kameraovervakning". Anything else is no category.
 */
export function categoryKeyOf(name: string): CategoryKey | null {
  const key = name.trim().normalize('NFC').toLocaleLowerCase('nb').replace('kameraovervåkning', 'kameraovervakning');
  return (CATEGORY_KEYS as readonly string[]).includes(key) ? (key as CategoryKey) : null;
}

/**
 * How far a list has come: 'partial' is a long list's first screen, its rest loaded when the reader
 * nears the end; 'rest-loading' the same first screen while that rest is on its way.
 */
export type LoadStatus = 'idle' | 'loading' | 'partial' | 'rest-loading' | 'loaded' | 'failed' | 'not-found';

export interface ProductsState {
  selectedProduct: Product | null;
  searchValue: string;
  /** All products, a filtered list or search results: what /produkter and /resultater show. */
  productList: Product[];
  categoryLists: Record<CategoryKey, Product[]>;
  featured: Product[];
  productDetails: ProductDetails | null;
}

export const EMPTY_CATEGORY_LISTS: Record<CategoryKey, Product[]> = {
  innbruddsalarm: [],
  kameraovervakning: [],
  brannprodukter: [],
  adgangskontroll: [],
};

/** Spec §4: product details are cleared before a product list loads. */
export function beforeListLoad(): Pick<ProductsState, 'productDetails'> {
  return { productDetails: null };
}

/** Spec §4: the product list is cleared before a filtered list loads (and, as for every list, the details). */
export function beforeFilteredListLoad(): Pick<ProductsState, 'productDetails' | 'productList'> {
  return { ...beforeListLoad(), productList: [] };
}

/**
 * What a change of session leaves of the products state: the lists, the details and the chosen
 * product were priced (or not) for the last person, so they go; what was searched for stays.
 */
export function afterSessionChange(): Omit<ProductsState, 'searchValue'> {
  return { selectedProduct: null, productList: [], categoryLists: EMPTY_CATEGORY_LISTS, featured: [], productDetails: null };
}
