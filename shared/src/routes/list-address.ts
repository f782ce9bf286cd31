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
