import { apiClient, productEndpoints, type PricedProductDetails, type Product, type ProductDetails } from '@shop/shared';

/**
 * One product as a cart line keeps it: the long description and the specs are left out, because
 * the cart is saved in the browser and read on every page.
 */
export async function fetchCartProduct(loggedIn: boolean, sku: string): Promise<Product> {
  const { data } = await apiClient.get<ProductDetails | PricedProductDetails>(`${productEndpoints(loggedIn)}/detail/${encodeURIComponent(sku)}`);
  const product: Product & Partial<Pick<ProductDetails, 'description' | 'specs'>> = { ...data };
  delete product.description;
  delete product.specs;
  return product;
}
