// What the catalogue module offers the rest of the service: its plugin and routes (app.ts), the
// in-memory store orders are priced from, and the row shapes and writer that an import, or the
// demo, fills the catalogue through.
export { catalogPlugin, type CatalogStore } from './catalog-plugin';
export { catalogRoutes } from './catalog-routes';
// Which reads a page kept for a price group may make (web/pages/server-render.ts).
export { answeredByPriceGroup } from './price-group-reads';
export { CatalogAnswers } from './answers/catalog-answers';
export type { PriceFields } from './answers/repriced-text';
export type { Catalog, ProductRecord } from './catalog';
export type { CustomerPriceView, CustomerPrices } from './product-routes';
export { imageRoutes } from './images/image-routes';
export { supplierLogoUrl } from './images/supplier-logo';
export type { BannerRow, CatalogRows, LeadTimeRow, MenuItemRow, ProductRow, SpecRow, SupplierRow } from './catalog-rows';
export type { LocalizedText } from './domain-types';
export { fillEmptyCatalog } from './fill-empty-catalog';
export { validateCatalogRows } from './validate-catalog-rows';
// The import's writer inside a caller's transaction, and what a file is checked against (the staff's upload).
export { CatalogImportError, importCatalogRows, storedIds } from './import-catalog';
