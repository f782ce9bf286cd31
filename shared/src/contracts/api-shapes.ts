// The API's contract, in one place for both sides: the JSON schemas (TypeBox) the API validates
// requests and writes answers with, the types the front ends compile against, and the rules both
// apply (field rules, money). A pure entry (`@shop/shared/contracts`): nothing of React or the
// page, so the API can import it; the front ends import its types, and plain functions and values
// from files without schemas, so no schema code reaches their bundles.
export type { LocalizedText } from './localized-text';
export { isPriced, type Product } from './product';
export type { BannerItem, MenuItem, PricedProduct, PricedProductDetails, ProductDetails, PublicProduct, Supplier } from './catalog';
export { fromOre, toOre, vatSums } from './money';
export {
  PASSWORD_LENGTH,
  isEmailAddress,
  isOrganizationNumber,
  isPhoneNumber,
  isPostcode,
  organizationNumberDigits,
} from './field-rules';
export { LINES_IN_ORDER_LIST, ORDERS_PAGE, ORDER_LIMITS } from './order-limits';
export { IMPORT_UPLOAD_MAX_BYTES } from './import-limits';
export { nextOrderStatuses } from './order-status-flow';
export { type MailedPage, mailedPagePath } from './mailed-pages';
export {
  DATE_REFUSALS,
  DELIVERY_METHODS,
  DeliveryOptionsBodySchema,
  DeliveryOptionsSchema,
  OrderDetailParamsSchema,
  OrderDetailSchema,
  OrderLinesAnswerSchema,
  OrderLinesParamsSchema,
  WAREHOUSES,
  OrdersPageSchema,
  OrdersParamsSchema,
  OrdersQuerySchema,
  SendOrderBodySchema,
  SentOrderSchema,
} from './orders';
export type {
  DeliveryMethod,
  DeliveryOptions,
  OrderAddress,
  OrderDetail,
  OrderLine,
  OrderLinesAnswer,
  OrderStatus,
  OrdersPage,
  PlacedOrder,
  SendOrderBody,
  SentOrder,
  WarehouseCode,
} from './orders';
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
  ContactBody,
  ContactPerson,
  ContactPersonInput,
  DeliveryAddress,
  DeliveryAddressBody,
  DeliveryAddressInput,
  InvoiceType,
  Organization,
  OrganizationDetailsBody,
  OrganizationInput,
  PostalAddress,
  RegisterBody,
  Registered,
  RegistrationError,
} from './organization';
export type { SessionUser } from './auth';
export {
  AuthorizeQuerySchema,
  ConfirmEmailAnswerSchema,
  ConfirmEmailBodySchema,
  ConfirmQuerySchema,
  LoggedOutAnswerSchema,
  LoginAnswerSchema,
  LoginBodySchema,
  LoginLinkBodySchema,
  LoginLinkCompleteBodySchema,
  NewPasswordBodySchema,
  PasswordBodySchema,
  PasswordResetAnswerSchema,
  PasswordResetBodySchema,
  ProfileBodySchema,
  ResendAnswerSchema,
  ResendBodySchema,
  SessionUserSchema,
  UserIdParamsSchema,
  VerifyAnswerSchema,
} from './auth';
export {
  BatchQuerySchema,
  CATALOG_SCHEMAS,
  DetailParamsSchema,
  FacetsQuerySchema,
  FacetsSchema,
  FilterListQuerySchema,
  ListQuerySchema,
  SearchQuerySchema,
} from './catalog';
export type { Facets, ListSort, ListViewQuery, Paging, ProductBatch } from './catalog';
export { AVAILABILITY_LIMITS } from './availability';
export type { Warehouse } from './availability';
export { splitLine, stockAt, summarizeAvailability, type Availability, type LeadTime, type LineSplit } from './availability-rules';
export { BannerFileParamsSchema, PictureAnswerSchema, PictureFileParamsSchema, PictureQuerySchema, ProductPictureQuerySchema } from './images';
export { HealthAnswerSchema, NotReadyAnswerSchema, ReadyAnswerSchema } from './health';
export { REMOTE_NAMES, isRemoteName, type FoundingRemote, type RemoteName } from './remote-names';
export { ReleaseErrorBodySchema, RemoteLocationsSchema } from './remotes';
export type { RemoteLocations } from './remotes';
export { PAGE_BLOCK_IDS, type PageSession, type RenderData, type RenderInit, type RenderRequest } from './page-render';
export { ApiErrorBodySchema } from './errors';
export type { ApiErrorBody } from './errors';
export { PageViewBodySchema } from './analytics';
export type { PageViewBody } from './analytics';
export {
  ApprovalConflictSchema,
  ApprovalParamsSchema,
  ApproveBodySchema,
  InvitationBodySchema,
  InvitationCompleteBodySchema,
  InvitationInfoSchema,
  InvitationQuerySchema,
  OrderRequestListSchema,
  OwnRequestParamsSchema,
  PeopleSchema,
  PersonParamsSchema,
  PersonSchema,
  RefuseBodySchema,
  ROLES,
  RoleBodySchema,
  SentForApprovalSchema,
} from './people';
export type { Access, ApprovalReason, OrderRequest, Person, Role, SentForApproval, WaitingOrderApproval } from './people';
