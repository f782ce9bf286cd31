/**
 * The JSON shapes the front-ends expect, from the kernel's contracts so both sides compile against
 * the same definitions (type-only, so nothing of the kernel is bundled).
 */
export type {
  LocalizedText,
  PublicProduct,
  PricedProduct,
  ProductDetails,
  PricedProductDetails,
  MenuItem,
  Supplier,
  BannerItem,
  Warehouse,
} from '@shop/shared/contracts';
