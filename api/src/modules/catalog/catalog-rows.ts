import type { LocalizedText } from './domain-types';

/**
 * The catalogue as rows: what the demo seed generates, what a CSV/JSON import of the
 * distributor's own data will produce, and what is read back from the database.
 */
export interface CatalogRows {
  menuItems: MenuItemRow[];
  suppliers: SupplierRow[];
  products: ProductRow[];
  /** Omitted: an import leaves the current banners alone. */
  banners?: BannerRow[];
  /** Read from the database (migration 070 lists them); imports and the demo do not write them. */
  warehouses?: WarehouseRow[];
}

export interface WarehouseRow {
  /** "oslo": the import's column stock_oslo. */
  code: string;
  name: LocalizedText;
  position: number;
}

/** Working days until goods that must be ordered in leave the warehouse: "5–7 dager". */
export interface LeadTimeRow {
  minDays: number;
  maxDays: number;
}

export interface MenuItemRow {
  /** Colon-joined path from the category down: "kameraovervakning:ip-kameraer:bullet-kameraer". */
  id: string;
  parentId: string | null;
  position: number;
  title: LocalizedText;
}

export interface SupplierRow {
  id: string;
  name: string;
  /** URL of the logo image. */
  logo: string;
  position: number;
}

export interface SpecRow {
  label: LocalizedText;
  value: LocalizedText;
}

export interface ProductRow {
  sku: string;
  title: LocalizedText;
  subHeading: LocalizedText;
  description: LocalizedText;
  specs: SpecRow[];
  supplierId: string;
  /** Menu id of the product's leaf; its first segment is the category key. */
  categoryPath: string;
  /** Retailer price, NOK excluding VAT, two decimals. */
  price: number;
  /** Recommended retail price, never below `price`. */
  indicativePrice: number;
  /** Set exactly when indicativePrice > price. */
  discountPercentage: number | null;
  images: string[];
  /** 1 comes first among the featured products; null is not featured. */
  featuredRank: number | null;
  /**
   * Units per warehouse code, for the warehouses the row speaks of (0: none there). A warehouse
   * left out keeps what is stored for it (none, for a new product); read back from the
   * database, every warehouse holding any is named.
   */
  stock?: Record<string, number>;
  /** Undefined: the stored lead time stays; null: none is known. */
  leadTime?: LeadTimeRow | null;
}

export interface BannerRow {
  position: number;
  text: LocalizedText;
  image: string;
}
