import type { CategoryKey } from '../routes/route-table';
import type { LocalizedText } from './localized-text';

/** What every visitor may see of a product: the public /api/product/* answers carry no prices. */
export interface PublicProduct {
  skuId: string;
  title: LocalizedText;
  subHeading: LocalizedText;
  /** Image URLs served by the shop; empty means the client shows a placeholder. */
  images: string[];
  category: CategoryKey;
  /** Menu ids from the category down to the product's leaf, e.g. ["kameraovervakning", "kameraovervakning:ip-kameraer"]. */
  categoryPath: string[];
  supplier: { id: string; name: string };
}

interface Discount {
  percentage: number;
}

/** A product as a logged-in retailer sees it (/api/productUser/*): retailer prices excluding VAT, in NOK. */
export interface PricedProduct extends PublicProduct {
  price: number;
  indicativePrice: number;
  discount?: Discount;
}

/** A product as the client holds it: priced when the user is logged in. */
export type Product = PublicProduct | PricedProduct;

export function isPriced(product: Product): product is PricedProduct {
  return typeof (product as PricedProduct).price === 'number';
}

export interface ProductDetails extends PublicProduct {
  description: LocalizedText;
  /** Technical specifications as label/value pairs in both languages. */
  specs: Array<{ label: LocalizedText; value: LocalizedText }>;
}

export type PricedProductDetails = ProductDetails & Omit<PricedProduct, keyof PublicProduct>;
