// The catalogue API (spec §7: /api/product/* for everyone, /api/productUser/* with retailer prices
// for a logged-in retailer). Answers are written through these schemas (fast-json-stringify writes
// only the properties a schema lists), so the public shapes cannot carry a price: prices held in
// memory never reach a visitor, even if a handler hands over a priced record. The priced shapes
// are separate schemas rather than optional properties for the same reason.
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { CATEGORY_KEYS, type CategoryKey, PRODUCT_ID_PATTERN } from '../routes/route-table';

/** A text the shop shows in both languages. */
const LocalizedTextSchema = Type.Object({ nb: Type.String(), en: Type.String() }, { additionalProperties: false });
const closed = <T extends Parameters<typeof Type.Object>[0]>(properties: T, options: { $id?: string } = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

const publicProductProperties = {
  skuId: Type.String(),
  title: LocalizedTextSchema,
  subHeading: LocalizedTextSchema,
  /** Image URLs served by the shop; empty means the client shows a placeholder. */
  images: Type.Array(Type.String()),
  category: Type.Unsafe<CategoryKey>({ type: 'string', enum: [...CATEGORY_KEYS] }),
  /** Menu ids from the category down to the product's leaf, e.g. ["kameraovervakning", "kameraovervakning:ip-kameraer"]. */
  categoryPath: Type.Array(Type.String()),
  supplier: closed({ id: Type.String(), name: Type.String() }),
};

const detailProperties = {
  description: LocalizedTextSchema,
  /** Technical specifications as label/value pairs in both languages. */
  specs: Type.Array(closed({ label: LocalizedTextSchema, value: LocalizedTextSchema })),
};

/** Retailer prices excluding VAT, in NOK. */
const pricedProperties = {
  price: Type.Number(),
  indicativePrice: Type.Number(),
  discount: Type.Optional(closed({ percentage: Type.Number() })),
};

/** What every visitor may see of a product. */
const PublicProductSchema = closed(publicProductProperties, { $id: 'PublicProduct' });
const ProductDetailsSchema = closed({ ...publicProductProperties, ...detailProperties }, { $id: 'ProductDetails' });
/** A product as a logged-in retailer sees it. */
const PricedProductSchema = closed({ ...publicProductProperties, ...pricedProperties }, { $id: 'PricedProduct' });
const PricedProductDetailsSchema = closed(
  { ...publicProductProperties, ...detailProperties, ...pricedProperties },
  { $id: 'PricedProductDetails' },
);

/** Filter/menu tree item (spec §3): sub-level ids are joined with a colon, e.g. "parent:child". */
const MenuItemSchema = Type.Recursive(
  (item) => Type.Object({ id: Type.String(), title: LocalizedTextSchema, subItems: Type.Array(item) }, { additionalProperties: false }),
  { $id: 'MenuItem' },
);
const SupplierSchema = closed({ id: Type.String(), name: Type.String(), logo: Type.String() }, { $id: 'Supplier' });
const BannerItemSchema = closed({ bannerText: LocalizedTextSchema, image: Type.String() }, { $id: 'BannerItem' });

export type PublicProduct = Static<typeof PublicProductSchema>;
export type ProductDetails = Static<typeof ProductDetailsSchema>;
export type PricedProduct = Static<typeof PricedProductSchema>;
export type PricedProductDetails = Static<typeof PricedProductDetailsSchema>;
export type MenuItem = Static<typeof MenuItemSchema>;
export type Supplier = Static<typeof SupplierSchema>;
export type BannerItem = Static<typeof BannerItemSchema>;

/** The shapes answers refer to by id ({ $ref: 'PublicProduct#' }): the API registers them once. */
export const CATALOG_SCHEMAS: readonly TSchema[] = [
  PublicProductSchema,
  ProductDetailsSchema,
  PricedProductSchema,
  PricedProductDetailsSchema,
  MenuItemSchema,
  SupplierSchema,
  BannerItemSchema,
];

/** Limit and offset: the spec's lists are unpaged, the UI may still ask for a first screen. */
const paging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
};
const SEARCH_MAX_LENGTH = 100;

export const ListQuerySchema = Type.Object({ category: Type.Optional(publicProductProperties.category), ...paging });
export const SearchQuerySchema = Type.Object({ search: Type.String({ maxLength: SEARCH_MAX_LENGTH }), ...paging });
export const FilterListQuerySchema = Type.Object({ filterList: Type.String({ maxLength: 4000 }), ...paging });
export const DetailParamsSchema = Type.Object({ id: Type.String({ maxLength: 64, pattern: PRODUCT_ID_PATTERN.source }) });

/** Which part of a list: every list query has them. */
export type Paging = Pick<Static<typeof ListQuerySchema>, 'limit' | 'offset'>;

/**
 * Several products by SKU in one answer (the cart prices all its lines with one request): a
 * comma-separated list of as many SKUs as an order holds lines (ORDER_LIMITS.lines). Its length is
 * bounded so the request line stays well inside a server's header limit.
 */
export const BatchQuerySchema = Type.Object({ skus: Type.String({ minLength: 1, maxLength: 8000 }) });
/** The products found, in the order asked, and the SKUs the catalogue does not have. */
export type ProductBatch<P> = { products: P[]; unknown: string[] };
