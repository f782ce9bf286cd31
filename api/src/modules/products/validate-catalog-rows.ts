import { CATEGORY_KEYS, PRODUCT_ID_PATTERN } from '@shop/shared/routes';
import type { CatalogRows } from './catalog-rows';

const MENU_ID_PATTERN = /^[a-z0-9-]+(:[a-z0-9-]+){0,2}$/;

/**
 * Plain-language problems of an import, found before the database is touched (which would
 * only name a violated constraint). Menu ids and suppliers may also refer to existing rows.
 */
export function validateCatalogRows(rows: CatalogRows, known: { menuIds?: Set<string>; supplierIds?: Set<string> } = {}): string[] {
  const problems: string[] = [];
  const menuIds = new Set([...(known.menuIds ?? []), ...rows.menuItems.map((item) => item.id)]);
  const supplierIds = new Set([...(known.supplierIds ?? []), ...rows.suppliers.map((supplier) => supplier.id)]);

  for (const item of rows.menuItems) {
    if (!MENU_ID_PATTERN.test(item.id)) problems.push(`menu item "${item.id}": id must be up to three colon-joined slugs`);
    const expectedParent = item.id.includes(':') ? item.id.slice(0, item.id.lastIndexOf(':')) : null;
    if (item.parentId !== expectedParent) problems.push(`menu item "${item.id}": parent must be ${expectedParent ?? 'empty'}`);
  }

  const seenSkus = new Set<string>();
  for (const product of rows.products) {
    const label = `product "${product.sku}"`;
    if (!PRODUCT_ID_PATTERN.test(product.sku)) problems.push(`${label}: SKU may only hold letters, digits, ".", "_" and "-"`);
    if (seenSkus.has(product.sku)) problems.push(`${label}: SKU appears more than once`);
    seenSkus.add(product.sku);
    const category = product.categoryPath.split(':')[0] ?? '';
    if (!(CATEGORY_KEYS as readonly string[]).includes(category)) problems.push(`${label}: category must be one of ${CATEGORY_KEYS.join(', ')}`);
    if (!menuIds.has(product.categoryPath)) problems.push(`${label}: category path "${product.categoryPath}" is not in the menu`);
    if (!supplierIds.has(product.supplierId)) problems.push(`${label}: unknown supplier "${product.supplierId}"`);
    if (!(product.price >= 0)) problems.push(`${label}: price must be a number of at least 0`);
    if (!(product.indicativePrice >= product.price)) problems.push(`${label}: indicative price must not be below the price`);
    const hasDiscount = product.discountPercentage !== null;
    if (hasDiscount !== product.indicativePrice > product.price) {
      problems.push(`${label}: a discount percentage belongs exactly to products priced below their indicative price`);
    }
  }
  return problems;
}
