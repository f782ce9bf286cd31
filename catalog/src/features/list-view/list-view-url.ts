import { IN_STOCK_PARAM, SORT_PARAM, SUPPLIER_PARAM, canonicalListParams, suppliersInAddress } from '@shop/shared/list-address';
import type { ListSort } from '@shop/shared/contracts';

/**
 * How a list is shown: its order, its filters and which page of it. The page address keeps it
 * (`?sort=name&inStock=true&supplier=axis,bosch&page=2`, the same names in both languages), so a
 * reload, a shared link, the language switch and back/forward all give the same list.
 */
export interface ListView {
  sort: ListSort;
  inStock: boolean;
  /** Supplier ids, lower case, in the order chosen; none: every supplier. */
  suppliers: string[];
  /** 1 for the first page. */
  page: number;
}

export const DEFAULT_VIEW: ListView = { sort: 'relevance', inStock: false, suppliers: [], page: 1 };

/** The orders a visitor may choose; a logged-in retailer also has the prices. */
const PUBLIC_SORTS: readonly ListSort[] = ['relevance', 'name', 'supplier', 'sku'];
const PRICED_SORTS: readonly ListSort[] = [...PUBLIC_SORTS, 'price', 'price-desc'];

export function sortsFor(loggedIn: boolean): readonly ListSort[] {
  return loggedIn ? PRICED_SORTS : PUBLIC_SORTS;
}

/** The address's names, one per part of the view. */
export const PARAM = { sort: SORT_PARAM, inStock: IN_STOCK_PARAM, supplier: SUPPLIER_PARAM, page: 'page' } as const;

/** A page number the address may carry; beyond the list it is an empty page, not an error. */
const MAX_PAGE = 100_000;

/**
 * The view an address asks for, its order and stock filter read as the server does in any of their
 * spellings (`canonicalListParams`). Whatever it cannot mean falls back to the default: an unknown
 * order, a price order for a visitor (prices are for logged-in retailers only), a page that is
 * not a whole number from 1, a supplier id of the wrong form.
 */
export function listViewFromParams(address: URLSearchParams, loggedIn: boolean): ListView {
  const params = canonicalListParams(address);
  const sortParam = params.get(PARAM.sort) ?? '';
  const sort = sortsFor(loggedIn).find((known) => known === sortParam) ?? DEFAULT_VIEW.sort;
  const suppliers = suppliersInAddress(params);
  const pageParam = params.get(PARAM.page) ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageParam) ? Math.min(Number(pageParam), MAX_PAGE) : 1;
  return { sort, inStock: params.get(PARAM.inStock) === 'true', suppliers, page };
}

/**
 * The address's query for `view`, keeping every other parameter of `params` (the category
 * filter, the search words). What is the default is left out, so a plain list keeps its plain address.
 */
export function listViewToParams(params: URLSearchParams, view: ListView): URLSearchParams {
  const next = canonicalListParams(params);
  const put = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  put(PARAM.sort, view.sort === DEFAULT_VIEW.sort ? null : view.sort);
  put(PARAM.inStock, view.inStock ? 'true' : null);
  put(PARAM.supplier, view.suppliers.length > 0 ? view.suppliers.join(',') : null);
  put(PARAM.page, view.page > 1 ? String(view.page) : null);
  return next;
}

/** `?query` for an address, or nothing when there is none. */
export function searchOf(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API's list parameters for a view (names sort by the page's language). */
export function viewQuery(view: ListView, lang: 'nb' | 'en'): Record<string, string> {
  return {
    ...(view.sort === 'relevance' ? {} : { sort: view.sort }),
    ...(view.sort === 'name' ? { lang } : {}),
    ...(view.inStock ? { inStock: 'true' } : {}),
    ...(view.suppliers.length > 0 ? { supplier: view.suppliers.join(',') } : {}),
  };
}

/**
 * The facets query of a list: what the list is of (`{ category }`, `{ filterList }`, `{ search }`
 * or nothing for the whole catalogue) with the view's stock and supplier filters.
 */
export function facetsQuery(source: Record<string, string>, view: ListView): Record<string, string> {
  const { inStock, supplier } = viewQuery(view, 'nb');
  return { ...source, ...(inStock ? { inStock } : {}), ...(supplier ? { supplier } : {}) };
}

/** Names a list's order and filters (not its page): another key is another list. */
export function viewKey(view: ListView, lang: 'nb' | 'en'): string {
  return new URLSearchParams(viewQuery(view, lang)).toString();
}

/** Products on one page of a list: the first screen, and what a page without scripts shows. */
export const PAGE_SIZE = 24;

/** Where page `view.page` starts in the list. */
export function pageOffset(view: ListView): number {
  return (view.page - 1) * PAGE_SIZE;
}
