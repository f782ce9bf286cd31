import { apiClient, productEndpoints } from '@shop/shared';
import { ORDER_LIMITS, type Product, type ProductBatch } from '@shop/shared/contracts';

/** Keeps a request's address well inside what servers take in a request line. */
const MAX_QUERY_LENGTH = 6000;

/** The SKUs in groups that each fit one request (one group for any ordinary cart). */
function requestGroups(skus: readonly string[]): string[][] {
  const groups: string[][] = [];
  let group: string[] = [];
  let length = 0;
  for (const sku of skus) {
    const encoded = encodeURIComponent(sku).length + 1;
    if (group.length > 0 && (length + encoded > MAX_QUERY_LENGTH || group.length === ORDER_LIMITS.lines)) {
      groups.push(group);
      group = [];
      length = 0;
    }
    group.push(sku);
    length += encoded;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * The products of the cart's lines in one request (GET /api/productUser/batch priced for a
 * logged-in retailer, /api/product/batch without prices otherwise): the products found, and the
 * SKUs the shop does not have.
 */
export async function fetchCartProducts(loggedIn: boolean, skus: readonly string[]): Promise<ProductBatch<Product>> {
  const answers = await Promise.all(
    requestGroups(skus).map(async (group) => {
      const { data } = await apiClient.get<ProductBatch<Product>>(`${productEndpoints(loggedIn)}/batch`, { params: { skus: group.join(',') } });
      return data;
    }),
  );
  return { products: answers.flatMap((answer) => answer.products), unknown: answers.flatMap((answer) => answer.unknown) };
}
