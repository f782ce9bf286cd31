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
}

export interface BannerRow {
  position: number;
  text: LocalizedText;
  image: string;
}
