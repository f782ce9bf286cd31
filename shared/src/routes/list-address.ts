import type { ListSort } from '../contracts/catalog';

/**
 * The supplier filter in a list page's address: `?supplier=axis,bosch` (a shared link) or one
 * value per checkbox (the filter form sent without scripts). The catalogue reads it to filter the
 * list; the server reads it to move a link naming suppliers the catalogue no longer has to the same
 * list without them.
 */
export const SUPPLIER_PARAM = 'supplier';

/** A supplier id as the API takes it (lower case letters, digits, hyphens). */
const SUPPLIER_ID = /^[a-z0-9-]{1,64}$/;

/** The supplier ids an address names, lower case, once each, in order; those of the wrong form left out. */
export function suppliersInAddress(params: URLSearchParams): string[] {
  const ids = params
    .getAll(SUPPLIER_PARAM)
    .join(',')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => SUPPLIER_ID.test(id));
  return [...new Set(ids)];
}

/** The address's parameters with its supplier filter set to `ids` (none: no filter), the rest kept. */
export function withSuppliers(params: URLSearchParams, ids: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  if (ids.length > 0) next.set(SUPPLIER_PARAM, ids.join(','));
  else next.delete(SUPPLIER_PARAM);
  return next;
}

/** The names of a list's order and stock filter in its address (the catalogue's list view reads them). */
export const SORT_PARAM = 'sort';
export const IN_STOCK_PARAM = 'inStock';

/** The orders an address may name, each under its one spelling (contracts' ListSort). */
const SORTS: readonly ListSort[] = ['relevance', 'name', 'supplier', 'sku', 'price', 'price-desc'];
const YES = ['true', '1', 'yes', 'on', 'ja'];

/** An order as people type it ("price-asc", "PRICE_DESC", "name ascending") under its one spelling; null: no order. */
function canonicalSort(value: string): ListSort | null {
  const plain = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-(asc|ascending)$/, '')
    .replace(/-descending$/, '-desc');
  return SORTS.find((sort) => sort === plain) ?? null;
}

const isStockName = (name: string) => name.toLowerCase().replace(/[-_]/g, '') === 'instock';

/**
 * A list address's query with its order and stock filter in their one spelling (`sort=price`,
 * `inStock=true`), every other parameter kept as it is and where it is. What means nothing (an
 * order the shop does not have, a stock filter that is neither yes nor no) or asks for the default
 * (`inStock=0`) is left out: the address then says what the list shows. The server sends an
 * address that is not so to this one (302), so a typed `?inStock=1&sort=price-asc` is never
 * silently ignored; the catalogue reads the same.
 */
export function canonicalListParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of params) {
    if (name.toLowerCase() === SORT_PARAM) {
      const sort = canonicalSort(value);
      if (sort !== null && !next.has(SORT_PARAM)) next.append(SORT_PARAM, sort);
    } else if (isStockName(name)) {
      // Yes is kept in its one spelling; no (the default) and what is neither are left out.
      if (YES.includes(value.trim().toLowerCase()) && !next.has(IN_STOCK_PARAM)) next.append(IN_STOCK_PARAM, 'true');
    } else {
      next.append(name, value);
    }
  }
  return next;
}
