import { apiClient, productEndpoints, type PricedProductDetails, type Product, type ProductDetails } from '@shop/shared';

/**
 * One product as a cart line keeps it in memory: the long description and the specs are left
 * out, because every page holds the cart's lines (the browser keeps only SKUs and quantities).
 */
export async function fetchCartProduct(loggedIn: boolean, sku: string): Promise<Product> {
  const { data } = await apiClient.get<ProductDetails | PricedProductDetails>(`${productEndpoints(loggedIn)}/detail/${encodeURIComponent(sku)}`);
  const product: Product & Partial<Pick<ProductDetails, 'description' | 'specs'>> = { ...data };
  delete product.description;
  delete product.specs;
  return product;
}
