// The JSON shapes the API answers with and the front ends read, in one place for both sides. A pure
// entry (`@shop/shared/contracts`): types and plain functions only, nothing of React or the page,
// so the API can import it.
export type { LocalizedText } from '../domain/localized-text';
export type { PublicProduct, PricedProduct, ProductDetails, PricedProductDetails } from '../domain/product';
export type { MenuItem, Supplier, BannerItem } from '../domain/catalog-menu';
export { fromOre, toOre, vatSums } from './money';
export {
  PASSWORD_LENGTH,
  isEmailAddress,
  isOrganizationNumber,
  isPhoneNumber,
  isPostcode,
  organizationNumberDigits,
} from './field-rules';
export { ORDERS_PAGE, ORDER_LIMITS } from './order-limits';
export { OrdersPageSchema, OrdersParamsSchema, OrdersQuerySchema, SendOrderBodySchema, SentOrderSchema } from './orders';
export type { OrderAddress, OrderLine, OrderStatus, OrdersPage, PlacedOrder, SendOrderBody, SentOrder } from './orders';
export {
  AddressParamsSchema,
  ContactBodySchema,
  ContactChangesBodySchema,
  ContactParamsSchema,
  ContactPersonListSchema,
  ContactPersonSchema,
  DeliveryAddressBodySchema,
  DeliveryAddressListSchema,
  DeliveryAddressSchema,
  INVOICE_TYPES,
  OrganizationEditBodySchema,
  OrganizationParamsSchema,
  OrganizationSchema,
  RegisterBodySchema,
  RegisteredSchema,
} from './organization';
export type {
  ContactPerson,
  ContactPersonInput,
  DeliveryAddress,
  DeliveryAddressInput,
  Organization,
  OrganizationInput,
  PostalAddress,
  Registered,
} from './organization';
