import type { BannerItem, MenuItem, Supplier } from '../domain/catalog-menu';
import type { Product } from '../domain/product';
import type { CategoryKey } from '../routes/route-table';
import { apiClient } from './api-client';

/** A logged-in user reads the priced productUser endpoints; a visitor the public ones (spec §6). */
function productBase(loggedIn: boolean): string {
  return loggedIn ? '/productUser' : '/product';
}

export async function fetchFeaturedProducts(loggedIn: boolean): Promise<Product[]> {
  const response = await apiClient.get<Product[]>(`${productBase(loggedIn)}/featured`);
  return response.data;
}

export async function fetchProductList(loggedIn: boolean, category?: CategoryKey): Promise<Product[]> {
  const response = await apiClient.get<Product[]>(`${productBase(loggedIn)}/list`, {
    params: category ? { category } : {},
  });
  return response.data;
}

export async function fetchProductMenu(): Promise<MenuItem[]> {
  return (await apiClient.get<MenuItem[]>('/product/menu')).data;
}

export async function fetchSuppliers(): Promise<Supplier[]> {
  return (await apiClient.get<Supplier[]>('/product/suppliers')).data;
}

export async function fetchBanners(): Promise<BannerItem[]> {
  return (await apiClient.get<BannerItem[]>('/product/banners')).data;
}
