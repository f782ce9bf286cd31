import { apiClient, productEndpoints, type CategoryKey } from '@shop/shared';
import type { AxiosInstance } from 'axios';
import { type PricedProductDetails, type Product, type ProductDetails, type BannerItem, type MenuItem, type Supplier } from '@shop/shared/contracts';

// Each call takes the client to use: the page's own (the shop's) by default, or, for a page
// rendered on the server, the client of that render (loadPageData).

/** The spec's lists are unpaged; the UI asks for a first screen with a limit, then for the rest. */
export interface Paging {
  limit?: number;
  offset?: number;
}

export async function fetchFeaturedProducts(loggedIn: boolean, client: AxiosInstance = apiClient): Promise<Product[]> {
  const response = await client.get<Product[]>(`${productEndpoints(loggedIn)}/featured`);
  return response.data;
}

export async function fetchProductList(loggedIn: boolean, category?: CategoryKey, paging: Paging = {}, client: AxiosInstance = apiClient): Promise<Product[]> {
  const response = await client.get<Product[]>(`${productEndpoints(loggedIn)}/list`, {
    params: { ...(category ? { category } : {}), ...paging },
  });
  return response.data;
}

export async function fetchProductDetails(loggedIn: boolean, id: string, client: AxiosInstance = apiClient): Promise<ProductDetails | PricedProductDetails> {
  const response = await client.get<ProductDetails>(`${productEndpoints(loggedIn)}/detail/${encodeURIComponent(id)}`);
  return response.data;
}

export async function searchProducts(loggedIn: boolean, search: string, paging: Paging = {}, client: AxiosInstance = apiClient): Promise<Product[]> {
  const response = await client.get<Product[]>(`${productEndpoints(loggedIn)}/search`, { params: { search, ...paging } });
  return response.data;
}

/** Products in any of the checked categories (a checked parent means its whole sub-tree). */
export async function fetchFilteredProducts(loggedIn: boolean, filterList: string[], paging: Paging = {}): Promise<Product[]> {
  const response = await apiClient.get<Product[]>(`${productEndpoints(loggedIn)}/filterlist`, {
    params: { filterList: filterList.join(','), ...paging },
  });
  return response.data;
}

export async function fetchProductMenu(client: AxiosInstance = apiClient): Promise<MenuItem[]> {
  return (await client.get<MenuItem[]>('/product/menu')).data;
}

export async function fetchSuppliers(): Promise<Supplier[]> {
  return (await apiClient.get<Supplier[]>('/product/suppliers')).data;
}

export async function fetchBanners(): Promise<BannerItem[]> {
  return (await apiClient.get<BannerItem[]>('/product/banners')).data;
}
