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

export const PUBLIC_PRODUCT = {
  $id: 'PublicProduct',
  type: 'object',
  properties: publicProductProperties,
  required: publicProductRequired,
  additionalProperties: false,
} as const;

export const PRODUCT_DETAILS = {
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

export const MENU_ITEM = {
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

export const SUPPLIER = {
  $id: 'Supplier',
  type: 'object',
  properties: { id: { type: 'string' }, name: { type: 'string' }, logo: { type: 'string' } },
  required: ['id', 'name', 'logo'],
  additionalProperties: false,
} as const;

export const BANNER_ITEM = {
  $id: 'BannerItem',
  type: 'object',
  properties: { bannerText: localizedText, image: { type: 'string' } },
  required: ['bannerText', 'image'],
  additionalProperties: false,
} as const;

export const SHARED_PRODUCT_SCHEMAS = [PUBLIC_PRODUCT, PRODUCT_DETAILS, MENU_ITEM, SUPPLIER, BANNER_ITEM];

const arrayOf = (id: string) => ({ type: 'array', items: { $ref: `${id}#` } }) as const;
const errors = { 400: { $ref: 'ApiError#' }, 500: { $ref: 'ApiError#' } } as const;

export const MENU_ROUTE = { response: { 200: arrayOf('MenuItem'), ...errors } };
export const FEATURED_ROUTE = { response: { 200: arrayOf('PublicProduct'), ...errors } };
export const SUPPLIERS_ROUTE = { response: { 200: arrayOf('Supplier'), ...errors } };
export const BANNERS_ROUTE = { response: { 200: arrayOf('BannerItem'), ...errors } };

export interface ListQuery {
  category?: (typeof CATEGORY_KEYS)[number];
  limit?: number;
  offset?: number;
}

export const LIST_ROUTE = {
  querystring: {
    type: 'object',
    properties: {
      category: { type: 'string', enum: [...CATEGORY_KEYS] },
      limit: { type: 'integer', minimum: 1, maximum: 10000 },
      offset: { type: 'integer', minimum: 0 },
    },
  },
  response: { 200: arrayOf('PublicProduct'), ...errors },
} as const;

export interface DetailParams {
  id: string;
}

export const DETAIL_ROUTE = {
  params: {
    type: 'object',
    properties: { id: { type: 'string', pattern: PRODUCT_ID_PATTERN.source } },
    required: ['id'],
  },
  response: { 200: { $ref: 'ProductDetails#' }, 404: { $ref: 'ApiError#' }, ...errors },
} as const;
