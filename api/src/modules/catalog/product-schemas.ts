import { CATEGORY_KEYS, PRODUCT_ID_PATTERN } from '@shop/shared/routes';

/*
 * JSON schemas of the public product answers. Responses are serialised through them, and
 * fast-json-stringify writes only the properties listed here: prices held in memory never
 * reach a visitor, even if a handler hands over a priced record.
 */
const localizedText = {
  type: 'object',
  properties: { nb: { type: 'string' }, en: { type: 'string' } },
  required: ['nb', 'en'],
  additionalProperties: false,
} as const;

const publicProductProperties = {
  skuId: { type: 'string' },
  title: localizedText,
  subHeading: localizedText,
  images: { type: 'array', items: { type: 'string' } },
  category: { type: 'string', enum: [...CATEGORY_KEYS] },
  categoryPath: { type: 'array', items: { type: 'string' } },
  supplier: {
    type: 'object',
    properties: { id: { type: 'string' }, name: { type: 'string' } },
    required: ['id', 'name'],
    additionalProperties: false,
  },
} as const;

const publicProductRequired = ['skuId', 'title', 'subHeading', 'images', 'category', 'categoryPath', 'supplier'];

const PUBLIC_PRODUCT = {
  $id: 'PublicProduct',
  type: 'object',
  properties: publicProductProperties,
  required: publicProductRequired,
  additionalProperties: false,
} as const;

const PRODUCT_DETAILS = {
  $id: 'ProductDetails',
  type: 'object',
  properties: {
    ...publicProductProperties,
    description: localizedText,
    specs: {
      type: 'array',
      items: {
        type: 'object',
        properties: { label: localizedText, value: localizedText },
        required: ['label', 'value'],
        additionalProperties: false,
      },
    },
  },
  required: [...publicProductRequired, 'description', 'specs'],
  additionalProperties: false,
} as const;

/*
 * The priced shapes of /api/productUser/*, for logged-in retailers only (spec §6). Separate
 * schemas rather than optional properties: the public ones must not be able to carry a price.
 */
const pricedProperties = {
  price: { type: 'number' },
  indicativePrice: { type: 'number' },
  discount: {
    type: 'object',
    properties: { percentage: { type: 'number' } },
    required: ['percentage'],
    additionalProperties: false,
  },
} as const;

const PRICED_PRODUCT = {
  $id: 'PricedProduct',
  type: 'object',
  properties: { ...publicProductProperties, ...pricedProperties },
  required: [...publicProductRequired, 'price', 'indicativePrice'],
  additionalProperties: false,
} as const;

const PRICED_PRODUCT_DETAILS = {
  $id: 'PricedProductDetails',
  type: 'object',
  properties: { ...PRODUCT_DETAILS.properties, ...pricedProperties },
  required: [...PRODUCT_DETAILS.required, 'price', 'indicativePrice'],
  additionalProperties: false,
} as const;

const MENU_ITEM = {
  $id: 'MenuItem',
  type: 'object',
  properties: {
    id: { type: 'string' },
    title: localizedText,
    subItems: { type: 'array', items: { $ref: 'MenuItem#' } },
  },
  required: ['id', 'title', 'subItems'],
  additionalProperties: false,
} as const;

const SUPPLIER = {
  $id: 'Supplier',
  type: 'object',
  properties: { id: { type: 'string' }, name: { type: 'string' }, logo: { type: 'string' } },
  required: ['id', 'name', 'logo'],
  additionalProperties: false,
} as const;

const BANNER_ITEM = {
  $id: 'BannerItem',
  type: 'object',
  properties: { bannerText: localizedText, image: { type: 'string' } },
  required: ['bannerText', 'image'],
  additionalProperties: false,
} as const;

export const SHARED_PRODUCT_SCHEMAS = [
  PUBLIC_PRODUCT,
  PRODUCT_DETAILS,
  PRICED_PRODUCT,
  PRICED_PRODUCT_DETAILS,
  MENU_ITEM,
  SUPPLIER,
  BANNER_ITEM,
];

const arrayOf = (id: string) => ({ type: 'array', items: { $ref: `${id}#` } }) as const;
const errors = { 400: { $ref: 'ApiError#' }, 500: { $ref: 'ApiError#' } } as const;
/** The priced routes answer 401 to a visitor as well. */
const userErrors = { ...errors, 401: { $ref: 'ApiError#' } } as const;

export const MENU_ROUTE = { response: { 200: arrayOf('MenuItem'), ...errors } };
export const SUPPLIERS_ROUTE = { response: { 200: arrayOf('Supplier'), ...errors } };
export const BANNERS_ROUTE = { response: { 200: arrayOf('BannerItem'), ...errors } };

/** Limit and offset: the spec's lists are unpaged, the UI may still ask for a first screen. */
const paging = {
  limit: { type: 'integer', minimum: 1, maximum: 10000 },
  offset: { type: 'integer', minimum: 0 },
} as const;

export interface Paging {
  limit?: number;
  offset?: number;
}

export interface ListQuery extends Paging {
  category?: (typeof CATEGORY_KEYS)[number];
}

export interface SearchQuery extends Paging {
  search: string;
}

export interface FilterListQuery extends Paging {
  filterList: string;
}

export interface DetailParams {
  id: string;
}

const SEARCH_MAX_LENGTH = 100;

/** The route schemas of one side of the catalogue: public (no prices) or priced for a retailer. */
export function productRouteSchemas(priced: boolean) {
  const product = arrayOf(priced ? 'PricedProduct' : 'PublicProduct');
  const details = { $ref: priced ? 'PricedProductDetails#' : 'ProductDetails#' } as const;
  const failures = priced ? userErrors : errors;
  return {
    list: {
      querystring: {
        type: 'object',
        properties: { category: { type: 'string', enum: [...CATEGORY_KEYS] }, ...paging },
      },
      response: { 200: product, ...failures },
    },
    featured: { response: { 200: product, ...failures } },
    detail: {
      params: {
        type: 'object',
        properties: { id: { type: 'string', maxLength: 64, pattern: PRODUCT_ID_PATTERN.source } },
        required: ['id'],
      },
      response: { 200: details, 404: { $ref: 'ApiError#' }, ...failures },
    },
    search: {
      querystring: {
        type: 'object',
        properties: { search: { type: 'string', maxLength: SEARCH_MAX_LENGTH }, ...paging },
        required: ['search'],
      },
      response: { 200: product, ...failures },
    },
    filterList: {
      querystring: {
        type: 'object',
        properties: { filterList: { type: 'string', maxLength: 4000 }, ...paging },
        required: ['filterList'],
      },
      response: { 200: product, ...failures },
    },
  } as const;
}
