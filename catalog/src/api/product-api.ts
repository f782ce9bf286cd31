import { apiClient, productEndpoints, type CategoryKey } from '@shop/shared';
import type { AxiosInstance } from 'axios';
import { type PricedProductDetails, type Product, type ProductDetails, type BannerItem, type Facets, type MenuItem, type Supplier, type Warehouse } from '@shop/shared/contracts';

// Each call takes the client to use: the page's own (the shop's) by default, or, for a page
// rendered on the server, the client of that render (loadPageData).

/** The spec's lists are unpaged; the UI asks for a first screen with a limit, then for the rest. */
export interface Paging {
  limit?: number;
  offset?: number;
  /** The list's order and filters as the API takes them (features/list-view: viewQuery). */
  view?: Record<string, string>;
}

/** The query of one slice of a list: the view's parameters beside limit and offset. */
const pagingParams = ({ view, ...paging }: Paging) => ({ ...view, ...paging });

export async function fetchFeaturedProducts(loggedIn: boolean, client: AxiosInstance = apiClient): Promise<Product[]> {
  const response = await client.get<Product[]>(`${productEndpoints(loggedIn)}/featured`);
  return response.data;
}

export async function fetchProductList(loggedIn: boolean, category?: CategoryKey, paging: Paging = {}, client: AxiosInstance = apiClient): Promise<Product[]> {
  const response = await client.get<Product[]>(`${productEndpoints(loggedIn)}/list`, {
    params: { ...(category ? { category } : {}), ...pagingParams(paging) },
  });
  return response.data;
}

export async function fetchProductDetails(loggedIn: boolean, id: string, client: AxiosInstance = apiClient): Promise<ProductDetails | PricedProductDetails> {
  const response = await client.get<ProductDetails>(`${productEndpoints(loggedIn)}/detail/${encodeURIComponent(id)}`);
  return response.data;
}

export async function searchProducts(loggedIn: boolean, search: string, paging: Paging = {}, client: AxiosInstance = apiClient): Promise<Product[]> {
  const response = await client.get<Product[]>(`${productEndpoints(loggedIn)}/search`, { params: { search, ...pagingParams(paging) } });
  return response.data;
}

/** Products in any of the checked categories (a checked parent means its whole sub-tree). */
export async function fetchFilteredProducts(loggedIn: boolean, filterList: string[], paging: Paging = {}, client: AxiosInstance = apiClient): Promise<Product[]> {
  const response = await client.get<Product[]>(`${productEndpoints(loggedIn)}/filterlist`, {
    params: { filterList: filterList.join(','), ...pagingParams(paging) },
  });
  return response.data;
}

/**
 * The supplier filter's counts for a list (a category, a menu filter or a search; none: the whole
 * catalogue) with its stock and supplier filters. Public: counts carry no price.
 */
export async function fetchFacets(params: Record<string, string>, client: AxiosInstance = apiClient): Promise<Facets> {
  return (await client.get<Facets>('/product/facets', { params })).data;
}

export async function fetchProductMenu(client: AxiosInstance = apiClient): Promise<MenuItem[]> {
  return (await client.get<MenuItem[]>('/product/menu')).data;
}

/** The distributor's warehouses, in the order the shop lists them. */
export async function fetchWarehouses(client: AxiosInstance = apiClient): Promise<Warehouse[]> {
  return (await client.get<Warehouse[]>('/product/warehouses')).data;
}

export async function fetchSuppliers(client: AxiosInstance = apiClient): Promise<Supplier[]> {
  return (await client.get<Supplier[]>('/product/suppliers')).data;
}

export async function fetchBanners(): Promise<BannerItem[]> {
  return (await apiClient.get<BannerItem[]>('/product/banners')).data;
}
