import { getHref, type CategoryKey, type LoadPageData, type PageDataRequest, type PageHead } from '@shop/shared';
import type { MenuItem, ProductDetails } from '@shop/shared/contracts';
import { fetchFeaturedProducts, fetchProductDetails, fetchProductList, fetchProductMenu, searchProducts } from '../api/product-api';
import type { CatalogState } from '../state/catalog-state';
import { CATALOG_STORE } from '../state/catalog-store';
import { FIRST_SCREEN } from '../state/products-slice';
import { EMPTY_CATEGORY_LISTS, type LoadStatus } from '../state/products-rules';
import { searchWordsOf } from './search-words';

type PageState = Partial<CatalogState>;

/** A list's first screen, and whether more follows (the page fetches the rest in the browser). */
const screenStatus = (list: unknown[]): LoadStatus => (list.length < FIRST_SCREEN ? 'loaded' : 'partial');

/**
 * What a catalogue page shows first, for its render on the server: the product menu (the filter
 * tree) and the page's products. A list narrowed by the address's filter is left to the browser,
 * as is anything that fails here: the page then loads it as it does after a navigation.
 */
async function productsOf({ routeId, params, search, user, api }: PageDataRequest): Promise<PageState> {
  const loggedIn = user !== null;
  const query = new URLSearchParams(search);
  if (routeId === 'front') {
    const featured = await fetchFeaturedProducts(loggedIn, api);
    return { featured, listStatus: { featured: 'loaded' } };
  }
  if (query.has('filter')) return {};
  if (routeId.startsWith('category:')) {
    const key = routeId.slice('category:'.length) as CategoryKey;
    const list = await fetchProductList(loggedIn, key, { limit: FIRST_SCREEN }, api);
    return { categoryLists: { ...EMPTY_CATEGORY_LISTS, [key]: list }, listStatus: { [key]: screenStatus(list) } };
  }
  if (routeId === 'products' || routeId === 'results') {
    const words = routeId === 'results' ? searchWordsOf(query) : '';
    if (routeId === 'results' && words === '') return {};
    const productList = words ? await searchProducts(loggedIn, words, { limit: FIRST_SCREEN }, api) : await fetchProductList(loggedIn, undefined, { limit: FIRST_SCREEN }, api);
    return { productList, searchValue: words, listStatus: { productList: screenStatus(productList) } };
  }
  if (params.id === undefined) return {};
  const productDetails = await fetchProductDetails(loggedIn, params.id, api);
  return { productDetails, listStatus: { productDetails: 'loaded' } };
}

/** The title of the menu item `id`, wherever it is in the tree. */
function menuTitle(items: MenuItem[], id: string): MenuItem['title'] | undefined {
  for (const item of items) {
    if (item.id === id) return item.title;
    const found = menuTitle(item.subItems, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * A product page's head: its title and sub-heading, and schema.org's Product (name, SKU, brand,
 * picture, category) for search engines. No price: prices are for logged-in retailers only.
 */
function productHead(product: ProductDetails, { locale, origin }: PageDataRequest, menu: MenuItem[]): PageHead {
  const leaf = product.categoryPath.at(-1) ?? product.category;
  return {
    title: product.title[locale],
    description: product.subHeading[locale],
    canonicalPath: getHref(`category-detail:${product.category}`, locale, { id: product.skuId }),
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title[locale],
      sku: product.skuId,
      brand: { '@type': 'Brand', name: product.supplier.name },
      image: product.images.map((image) => new URL(image, origin).href),
      category: menuTitle(menu, leaf)?.[locale] ?? leaf,
    },
  };
}

const loadPageData: LoadPageData = async (request) => {
  const [menu, products] = await Promise.allSettled([fetchProductMenu(request.api), productsOf(request)]);
  const state: PageState = {
    ...(menu.status === 'fulfilled' ? { productMenu: menu.value, productMenuStatus: 'loaded' as const } : {}),
    ...(products.status === 'fulfilled' ? products.value : {}),
  };
  const details = state.productDetails;
  return { states: { [CATALOG_STORE]: state }, ...(details ? { head: productHead(details, request, state.productMenu ?? []) } : {}) };
};

export default loadPageData;
