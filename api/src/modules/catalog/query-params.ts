import { badRequest } from '../../infra/http/http-errors';
import type { Catalog } from './catalog';
import { normalizeCategory } from './category-param';
import { queryWords } from './search/search-index';
import { type ListViewQuery, ORDER_LIMITS, type Paging } from '@shop/shared/contracts';
import type { ListView } from './list-view';
import { PRODUCT_ID_PATTERN } from '@shop/shared/routes';

const MENU_ID_PATTERN = /^[a-z0-9-]+(:[a-z0-9-]+){0,2}$/;
const SUPPLIER_ID_PATTERN = /^[a-z0-9-]+$/;

/**
 * A menu id as clients write it: the category key before the first colon is matched like the
 * `category` parameter (any case, "kameraovervåkning" for kameraovervakning, spec §3).
 */
function normalizeMenuId(raw: string): string {
  const [category = '', ...below] = raw.trim().split(':');
  return [normalizeCategory(category), ...below.map((part) => part.toLowerCase())].join(':');
}

/** The checked categories of `filterList`: comma-separated menu ids that must exist. */
export function parseFilterList(raw: string, catalog: Catalog): string[] {
  const ids = [...new Set(raw.split(',').map(normalizeMenuId).filter((id) => id.length > 0))];
  const fail = (message: string) => badRequest(message, [{ field: 'filterList', message }]);
  if (ids.length === 0) throw fail('filterList must name at least one category');
  const malformed = ids.filter((id) => !MENU_ID_PATTERN.test(id));
  if (malformed.length > 0) throw fail(`filterList has ids of the wrong form: ${malformed.join(', ')}`);
  const unknown = ids.filter((id) => !catalog.hasMenuItem(id));
  if (unknown.length > 0) throw fail(`filterList names unknown categories: ${unknown.join(', ')}`);
  return ids;
}

/** The SKUs of a batch read: comma-separated product ids, each once, at most as many as an order has lines. */
export function parseSkuList(raw: string): string[] {
  const skus = [...new Set(raw.split(',').map((sku) => sku.trim()).filter((sku) => sku.length > 0))];
  const fail = (message: string) => badRequest(message, [{ field: 'skus', message }]);
  if (skus.length === 0) throw fail('skus must name at least one product');
  if (skus.length > ORDER_LIMITS.lines) throw fail(`skus may name at most ${ORDER_LIMITS.lines} products`);
  const malformed = skus.filter((sku) => !PRODUCT_ID_PATTERN.test(sku));
  if (malformed.length > 0) throw fail(`skus has ids of the wrong form: ${malformed.slice(0, 5).join(', ')}`);
  return skus;
}

/** The search words; a query of only spaces or punctuation has nothing to search for. */
export function checkSearch(raw: string): string {
  const search = raw.trim();
  const fail = (message: string) => badRequest(message, [{ field: 'search', message }]);
  if (search.length === 0) throw fail('search must not be empty');
  if (queryWords(search).length === 0) throw fail('search must contain a letter or a digit');
  return search;
}

/** The supplier filter: comma-separated supplier ids (any case), each of which must exist. */
function parseSupplierList(raw: string, catalog: Catalog): ReadonlySet<string> {
  const ids = [...new Set(raw.split(',').map((id) => id.trim().toLowerCase()).filter((id) => id.length > 0))];
  const fail = (message: string) => badRequest(message, [{ field: 'supplier', message }]);
  if (ids.length === 0) throw fail('supplier must name at least one supplier');
  const malformed = ids.filter((id) => !SUPPLIER_ID_PATTERN.test(id));
  if (malformed.length > 0) throw fail(`supplier has ids of the wrong form: ${malformed.slice(0, 5).join(', ')}`);
  const unknown = ids.filter((id) => !catalog.supplier(id));
  if (unknown.length > 0) throw fail(`supplier names unknown suppliers: ${unknown.slice(0, 5).join(', ')}`);
  return new Set(ids);
}

/**
 * Sort and filters of a list query, checked (the schema has checked their form). Prices are only
 * on the priced side, so a visitor's list cannot be ordered by them: 400, saying so.
 */
export function parseListView(query: ListViewQuery, catalog: Catalog, priced: boolean): ListView {
  const sort = query.sort ?? 'relevance';
  if (!priced && (sort === 'price' || sort === 'price-desc')) {
    const message = `sort=${sort} needs a login: prices are only on the /api/productUser lists`;
    throw badRequest(message, [{ field: 'sort', message }]);
  }
  return {
    sort,
    lang: query.lang ?? 'nb',
    inStock: query.inStock ?? false,
    suppliers: query.supplier === undefined ? null : parseSupplierList(query.supplier, catalog),
  };
}

export function page<T>(items: readonly T[], { limit, offset = 0 }: Paging): readonly T[] {
  if (limit === undefined && offset === 0) return items;
  return items.slice(offset, limit === undefined ? undefined : offset + limit);
}
