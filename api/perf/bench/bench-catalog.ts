import type { CatalogRows, ProductRow } from '../../src/modules/catalog/catalog-rows';
import { DEMO_SEED, generateDemoCatalog } from '../../src/demo/catalog/generate-demo-catalog';

/**
 * A catalogue of `size` products for the benchmark: the demo catalogue, then further rounds of
 * the same generator with other seeds, their SKUs marked with the round so they stay unique.
 */
export function benchCatalog(size: number): CatalogRows {
  const base = generateDemoCatalog();
  const products: ProductRow[] = [];
  for (let round = 0; products.length < size; round += 1) {
    const rows = round === 0 ? base : generateDemoCatalog(DEMO_SEED + round);
    for (const product of rows.products) {
      if (products.length >= size) break;
      products.push(round === 0 ? product : { ...product, sku: `${product.sku}-R${round}`, featuredRank: null });
    }
  }
  return { ...base, products };
}
