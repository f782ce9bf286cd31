import type { Product } from '@shop/shared/contracts';
import { type Answer, type ServedRequest, serveCalls } from '@shop/shared/test-support';
import { testProduct } from '@shop/shared/test-fixtures';

/** A product of the tests' catalogue: `price` makes it priced for a logged-in retailer. */
export function catalogProduct(skuId: string, price?: number, discount?: { indicativePrice: number; percentage: number }): Product {
  const product = testProduct({ skuId, title: { nb: `Vare ${skuId}`, en: `Product ${skuId}` } });
  if (price === undefined) return product;
  return { ...product, price, indicativePrice: discount?.indicativePrice ?? price, ...(discount ? { discount: { percentage: discount.percentage } } : {}) };
}

/**
 * Answers the cart's batch reads (GET /product/batch and /productUser/batch) from `catalog`, as the
 * API does: the priced side with prices, the public side without (availability on both); SKUs in `down` make the request
 * go unanswered. Other calls go to `other`. Returns the calls made.
 */
export function serveProducts(catalog: readonly Product[], options: { down?: string[]; other?: (request: ServedRequest) => Answer } = {}): string[] {
  return serveCalls((request) => {
    const side = /^\/(product|productUser)\/batch$/.exec(request.url)?.[1];
    if (!side) return options.other?.(request) ?? { status: 404, data: {} };
    const skus = typeof request.params.skus === 'string' ? request.params.skus.split(',') : [];
    if (skus.some((sku) => options.down?.includes(sku))) return 'no-response';
    const found = skus.flatMap((sku) => catalog.filter((product) => product.skuId === sku));
    const products = side === 'product' ? found.map(({ skuId, title, subHeading, images, category, categoryPath, supplier, availability }) => ({ skuId, title, subHeading, images, category, categoryPath, supplier, availability })) : found;
    return { status: 200, data: { products, unknown: skus.filter((sku) => !found.some((product) => product.skuId === sku)) } };
  });
}
