// The menu, suppliers and banners as the catalogue API answers them (contracts/catalog.ts).
export type { BannerItem, MenuItem, Supplier } from '../contracts/catalog';
