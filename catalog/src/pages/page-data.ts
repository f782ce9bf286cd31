import { getHref, type CategoryKey, type LoadPageData, type PageDataRequest, type PageHead } from '@shop/shared';
import type { MenuItem, ProductDetails } from '@shop/shared/contracts';
import type { Product } from '@shop/shared/contracts';
import {
  type Paging,
  fetchFacets,
  fetchFeaturedProducts,
  fetchFilteredProducts,
  fetchProductDetails,
  fetchProductList,
  fetchProductMenu,
  fetchSuppliers,
  fetchWarehouses,
  searchProducts,
} from '../api/product-api';
import { PAGE_SIZE, PARAM, facetsQuery, listViewFromParams, pageOffset, viewQuery } from '../features/list-view/list-view-url';
import { filterFromParam } from '../state/filter-tree-rules';
import type { CatalogState } from '../state/catalog-state';
import { CATALOG_STORE } from '../state/catalog-store';
import { EMPTY_CATEGORY_LISTS, type LoadStatus } from '../state/products-rules';
import { searchWordsOf } from './search-words';

type PageState = Partial<CatalogState>;

/**
 * One page of a list as the address asks for it (its order, filters and page number): the page's
 * products, whether more follow (one more is asked for to know; the browser fetches the rest), and
 * the supplier filter's counts. A page without scripts links to the next page by it.
 */
async function pageOfList(
  request: PageDataRequest,
  fetch: (paging: Paging) => Promise<Product[]>,
  source: Record<string, string>,
): Promise<{ list: Product[]; status: LoadStatus; facets: PageState['facets'] }> {
  const view = listViewFromParams(new URLSearchParams(request.search), request.user !== null);
  const offset = pageOffset(view);
  const query = facetsQuery(source, view);
  const [found, facets] = await Promise.all([
    fetch({ view: viewQuery(view, request.locale), ...(offset > 0 ? { offset } : {}), limit: PAGE_SIZE + 1 }),
    fetchFacets(query, request.api),
  ]);
  return {
    list: found.slice(0, PAGE_SIZE),
    status: found.length > PAGE_SIZE ? 'partial' : 'loaded',
    facets: { key: new URLSearchParams(query).toString(), value: facets },
  };
}

/**
 * What a catalogue page shows first, for its render on the server: the product menu (the filter
 * tree) and the page's products. Anything that fails here is left to the browser: the page then
 * loads it as it does after a navigation.
 */
async function productsOf(request: PageDataRequest): Promise<PageState> {
  const { routeId, params, search, user, api } = request;
  const loggedIn = user !== null;
  const query = new URLSearchParams(search);
  if (routeId === 'front') {
    // The suppliers block is the front page's too: without its list the browser fetches it as before.
    const [featured, suppliers] = await Promise.all([fetchFeaturedProducts(loggedIn, api), fetchSuppliers(api).catch(() => [])]);
    return { featured, listStatus: { featured: 'loaded' }, ...(suppliers.length > 0 ? { suppliers } : {}) };
  }
  const filter = filterFromParam(query.get('filter'));
  if (routeId.startsWith('category:')) {
    const key = routeId.slice('category:'.length) as CategoryKey;
    // Only the category itself checked is the category unfiltered (url-filter.ts).
    const ids = filter.length === 1 && filter[0] === key ? [] : filter;
    if (ids.length > 0) {
      const page = await pageOfList(request, (paging) => fetchFilteredProducts(loggedIn, ids, paging, api), { filterList: ids.join(',') });
      return { productList: page.list, facets: page.facets, listStatus: { productList: page.status } };
    }
    const page = await pageOfList(request, (paging) => fetchProductList(loggedIn, key, paging, api), { category: key });
    return { categoryLists: { ...EMPTY_CATEGORY_LISTS, [key]: page.list }, facets: page.facets, listStatus: { [key]: page.status } };
  }
  if (routeId === 'products' || routeId === 'results') {
    const words = routeId === 'results' ? searchWordsOf(query) : '';
    const filtered = words === '' && filter.length > 0;
    if (routeId === 'results' && words === '' && !filtered) return {};
    const page = words
      ? await pageOfList(request, (paging) => searchProducts(loggedIn, words, paging, api), { search: words })
      : filtered
        ? await pageOfList(request, (paging) => fetchFilteredProducts(loggedIn, filter, paging, api), { filterList: filter.join(',') })
        : await pageOfList(request, (paging) => fetchProductList(loggedIn, undefined, paging, api), {});
    return { productList: page.list, searchValue: words, facets: page.facets, listStatus: { productList: page.status } };
  }
  if (params.id === undefined) return {};
  const [productDetails, warehouses] = await Promise.all([fetchProductDetails(loggedIn, params.id, api), fetchWarehouses(api)]);
  return { productDetails, warehouses: warehouses.map((warehouse) => warehouse.code), listStatus: { productDetails: 'loaded' } };
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

/** A category list's page beyond the first is its own address: its number is in the canonical link. */
function listHead(request: PageDataRequest): PageHead | undefined {
  if (!request.routeId.startsWith('category:')) return undefined;
  const { page } = listViewFromParams(new URLSearchParams(request.search), request.user !== null);
  return page > 1 ? { canonicalQuery: `?${PARAM.page}=${page}` } : undefined;
}

const loadPageData: LoadPageData = async (request) => {
  const [menu, products] = await Promise.allSettled([fetchProductMenu(request.api), productsOf(request)]);
  const state: PageState = {
    ...(menu.status === 'fulfilled' ? { productMenu: menu.value, productMenuStatus: 'loaded' as const } : {}),
    ...(products.status === 'fulfilled' ? products.value : {}),
  };
  const details = state.productDetails;
  const head = details ? productHead(details, request, state.productMenu ?? []) : listHead(request);
  return { states: { [CATALOG_STORE]: state }, ...(head ? { head } : {}) };
};

export default loadPageData;
