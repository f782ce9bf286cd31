// The catalogue API (spec §7: /api/product/* for everyone, /api/productUser/* with retailer prices
// for a logged-in retailer). Answers are written through these schemas (fast-json-stringify writes
// only the properties a schema lists), so the public shapes cannot carry a price: prices held in
// memory never reach a visitor, even if a handler hands over a priced record. The priced shapes
// are separate schemas rather than optional properties for the same reason.
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { CATEGORY_KEYS, type CategoryKey, PRODUCT_ID_PATTERN } from '../routes/route-table';
import { AvailabilitySchema, WarehouseSchema } from './availability';

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
  /** Stock per warehouse and lead time: public, unlike the prices (contracts/availability.ts). */
  availability: AvailabilitySchema,
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
  WarehouseSchema,
];

/** Limit and offset: the spec's lists are unpaged, the UI may still ask for a first screen. */
const paging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
};
const SEARCH_MAX_LENGTH = 100;

/**
 * The orders a list can be read in. `relevance` is the list's own order: the catalogue's (menu,
 * then title) for a category, best match first for a search. `price` (lowest first) and
 * `price-desc` only on the priced /api/productUser lists: a visitor asking for them gets a 400.
 */
const LIST_SORTS = ['relevance', 'name', 'supplier', 'sku', 'price', 'price-desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
/** The languages `sort=name` orders titles by (the title a visitor reads). */
const SORT_LANGUAGES = ['nb', 'en'] as const;

/**
 * Sort and filters every product list takes (list, search, filterlist), so an address keeps them:
 * `inStock=true` keeps products some warehouse holds; `supplier` is one or several supplier ids,
 * comma-separated, each of which must exist.
 */
const listView = {
  sort: Type.Optional(Type.Unsafe<ListSort>({ type: 'string', enum: [...LIST_SORTS] })),
  lang: Type.Optional(Type.Unsafe<(typeof SORT_LANGUAGES)[number]>({ type: 'string', enum: [...SORT_LANGUAGES] })),
  inStock: Type.Optional(Type.Boolean()),
  supplier: Type.Optional(Type.String({ maxLength: 2000 })),
};
const searchText = Type.String({ maxLength: SEARCH_MAX_LENGTH });
const filterListText = Type.String({ maxLength: 4000 });

export const ListQuerySchema = Type.Object({ category: Type.Optional(publicProductProperties.category), ...paging, ...listView });
export const SearchQuerySchema = Type.Object({ search: searchText, ...paging, ...listView });
export const FilterListQuerySchema = Type.Object({ filterList: filterListText, ...paging, ...listView });
/** What `listView` leaves of a list query once checked: the view the API applies. */
export type ListViewQuery = Pick<Static<typeof ListQuerySchema>, 'sort' | 'lang' | 'inStock' | 'supplier'>;

/**
 * The supplier filter's values for the products of a category, a menu filter or a search (at
 * most one of the three; none: the whole catalogue), with `inStock` and `supplier` applied as the
 * list applies them, so a filter beside the category tree can show its counts.
 */
export const FacetsQuerySchema = Type.Object({
  category: Type.Optional(publicProductProperties.category),
  filterList: Type.Optional(filterListText),
  search: Type.Optional(searchText),
  inStock: listView.inStock,
  supplier: listView.supplier,
});
/**
 * `total`: the products the list shows with these filters; `inStock`: how many of them (supplier
 * filter applied, stock filter not) some warehouse holds; `suppliers`: per supplier with at least
 * one product (stock filter applied, supplier filter not), by name.
 */
export const FacetsSchema = Type.Object(
  {
    total: Type.Integer(),
    inStock: Type.Integer(),
    suppliers: Type.Array(closed({ id: Type.String(), name: Type.String(), count: Type.Integer() })),
  },
  { additionalProperties: false },
);
export type Facets = Static<typeof FacetsSchema>;
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
