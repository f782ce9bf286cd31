import {
  BatchQuerySchema,
  DetailParamsSchema,
  FacetsQuerySchema,
  FacetsSchema,
  FilterListQuerySchema,
  ListQuerySchema,
  SearchQuerySchema,
} from '@shop/shared/contracts';

// The catalogue routes' schemas: the shapes are the kernel's contract (contracts/catalog.ts,
// registered by id in catalog-routes.ts); answers refer to them by id, so each is compiled once.
const arrayOf = (id: string) => ({ type: 'array', items: { $ref: `${id}#` } }) as const;
const errors = { 400: { $ref: 'ApiError#' }, 500: { $ref: 'ApiError#' } } as const;
/** The priced routes answer 401 to a visitor as well. */
const userErrors = { ...errors, 401: { $ref: 'ApiError#' } } as const;

export const MENU_ROUTE = { response: { 200: arrayOf('MenuItem'), ...errors } };
export const SUPPLIERS_ROUTE = { response: { 200: arrayOf('Supplier'), ...errors } };
export const BANNERS_ROUTE = { response: { 200: arrayOf('BannerItem'), ...errors } };
export const WAREHOUSES_ROUTE = { response: { 200: arrayOf('Warehouse'), ...errors } };

/** The route schemas of one side of the catalogue: public (no prices) or priced for a retailer. */
export function productRouteSchemas(priced: boolean) {
  const product = arrayOf(priced ? 'PricedProduct' : 'PublicProduct');
  const details = { $ref: priced ? 'PricedProductDetails#' : 'ProductDetails#' } as const;
  const failures = priced ? userErrors : errors;
  return {
    list: {
      querystring: ListQuerySchema,
      response: { 200: product, ...failures },
    },
    featured: { response: { 200: product, ...failures } },
    detail: {
      params: DetailParamsSchema,
      response: { 200: details, 404: { $ref: 'ApiError#' }, ...failures },
    },
    search: {
      querystring: SearchQuerySchema,
      response: { 200: product, ...failures },
    },
    filterList: {
      querystring: FilterListQuerySchema,
      response: { 200: product, ...failures },
    },
    facets: {
      querystring: FacetsQuerySchema,
      response: { 200: FacetsSchema, ...failures },
    },
    batch: {
      querystring: BatchQuerySchema,
      response: {
        200: {
          type: 'object',
          additionalProperties: false,
          required: ['products', 'unknown'],
          properties: { products: product, unknown: { type: 'array', items: { type: 'string' } } },
        },
        ...failures,
      },
    },
  } as const;
}
