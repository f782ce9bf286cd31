/**
 * The JSON shapes the front-ends expect, taken from @shop/shared so both sides compile against
 * the same definitions. @shop/shared exports no `./domain` entry yet, hence the relative path:
 * this is the only file that reaches into it (type-only, so nothing of shared is bundled).
 */
export type { LocalizedText } from '../../../../shared/src/domain/localized-text';
export type {
  PublicProduct,
  PricedProduct,
  ProductDetails,
  PricedProductDetails,
  Discount,
} from '../../../../shared/src/domain/product';
export type { MenuItem, Supplier, BannerItem } from '../../../../shared/src/domain/catalog-menu';
export type { ApiErrorBody } from '../../../../shared/src/domain/api-error';
