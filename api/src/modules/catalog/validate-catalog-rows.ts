import { CATEGORY_KEYS, PRODUCT_ID_PATTERN } from '@shop/shared/routes';
import { AVAILABILITY_LIMITS } from '@shop/shared/contracts';
import type { CatalogRows, ProductRow } from './catalog-rows';

const MENU_ID_PATTERN = /^[a-z0-9-]+(:[a-z0-9-]+){0,2}$/;

export interface KnownIds {
  menuIds: Set<string>;
  supplierIds: Set<string>;
  /** The warehouses stock may be given for (the database's, migration 070). */
  warehouseCodes: Set<string>;
}

/** What is wrong with one product row, in plain words; empty when it may be written. */
export function productProblems(product: ProductRow, known: KnownIds): string[] {
  const problems: string[] = [];
  if (!PRODUCT_ID_PATTERN.test(product.sku)) problems.push('SKU may only hold letters, digits, ".", "_" and "-" (at most 64)');
  const category = product.categoryPath.split(':')[0] ?? '';
  if (!(CATEGORY_KEYS as readonly string[]).includes(category)) problems.push(`category must be one of ${CATEGORY_KEYS.join(', ')}`);
  else if (!known.menuIds.has(product.categoryPath)) problems.push(`category path "${product.categoryPath}" is not in the menu`);
  if (!known.supplierIds.has(product.supplierId)) problems.push(`unknown supplier "${product.supplierId}"`);
  if (!(product.price >= 0)) problems.push('price must be a number of at least 0');
  if (!(product.indicativePrice >= product.price)) problems.push('indicative price must not be below the price');
  const hasDiscount = product.discountPercentage !== null;
  if (hasDiscount !== product.indicativePrice > product.price) {
    problems.push('a discount percentage belongs exactly to products priced below their indicative price');
  } else if (hasDiscount && !((product.discountPercentage as number) > 0 && (product.discountPercentage as number) < 100)) {
    problems.push('discount percentage must be above 0 and below 100');
  }
  if (product.featuredRank !== null && !(Number.isInteger(product.featuredRank) && product.featuredRank > 0)) {
    problems.push('featured rank must be a whole number of at least 1');
  }
  return [...problems, ...availabilityProblems(product, known)];
}

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

function availabilityProblems(product: ProductRow, known: KnownIds): string[] {
  const problems: string[] = [];
  const { maxQuantity, maxLeadTimeDays } = AVAILABILITY_LIMITS;
  for (const [code, quantity] of Object.entries(product.stock ?? {})) {
    if (!known.warehouseCodes.has(code)) {
      problems.push(`unknown warehouse "${code}" (known: ${[...known.warehouseCodes].join(', ')})`);
    } else if (!isWhole(quantity, 0, maxQuantity)) {
      problems.push(`stock in ${code} must be a whole number from 0 to ${maxQuantity}`);
    }
  }
  const lead = product.leadTime;
  if (lead && !(isWhole(lead.minDays, 1, maxLeadTimeDays) && isWhole(lead.maxDays, lead.minDays, maxLeadTimeDays))) {
    problems.push(`lead time must be whole working days from 1 to ${maxLeadTimeDays}, written "5" or "5-7" (the first not above the second)`);
  }
  return problems;
}

/** The menu ids and suppliers an import may refer to: its own plus those already stored. */
export function knownIds(rows: CatalogRows, stored: Partial<KnownIds> = {}): KnownIds {
  return {
    menuIds: new Set([...(stored.menuIds ?? []), ...rows.menuItems.map((item) => item.id)]),
    supplierIds: new Set([...(stored.supplierIds ?? []), ...rows.suppliers.map((supplier) => supplier.id)]),
    warehouseCodes: new Set([...(stored.warehouseCodes ?? []), ...(rows.warehouses ?? []).map((warehouse) => warehouse.code)]),
  };
}

/**
 * Plain-language problems of an import, found before the database is touched (which would
 * only name a violated constraint). Menu ids and suppliers may also refer to existing rows.
 */
export function validateCatalogRows(rows: CatalogRows, stored: Partial<KnownIds> = {}): string[] {
  const problems: string[] = [];
  const known = knownIds(rows, stored);

  for (const item of rows.menuItems) {
    if (!MENU_ID_PATTERN.test(item.id)) problems.push(`menu item "${item.id}": id must be up to three colon-joined slugs`);
    const expectedParent = item.id.includes(':') ? item.id.slice(0, item.id.lastIndexOf(':')) : null;
    if (item.parentId !== expectedParent) problems.push(`menu item "${item.id}": parent must be ${expectedParent ?? 'empty'}`);
  }

  const seenSkus = new Set<string>();
  for (const product of rows.products) {
    const label = `product "${product.sku}"`;
    if (seenSkus.has(product.sku)) problems.push(`${label}: SKU appears more than once`);
    seenSkus.add(product.sku);
    for (const problem of productProblems(product, known)) problems.push(`${label}: ${problem}`);
  }
  return problems;
}
