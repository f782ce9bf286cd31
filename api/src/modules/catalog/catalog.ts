import type { CategoryKey } from '@shop/shared/routes';
import type { CatalogRows, MenuItemRow, ProductRow } from './catalog-rows';
import type { BannerItem, MenuItem, Supplier, Warehouse } from './domain-types';
import type { Facets } from '@shop/shared/contracts';
import type { ProductRecord } from './product-record';
import { CatalogOrders, type ListView, applyView, facetsOf, isPlainView, supplierOrder, viewKey } from './list-view';
import { mergePositions } from './merge-positions';
import { foldText } from './search/normalise-text';
import { menuTitles, productDocument } from './search/product-documents';
import { SearchCache } from './search/search-cache';
import { SearchIndex } from './search/search-index';

export type { ProductRecord } from './product-record';

/**
 * An immutable snapshot of the catalogue, built once from the database rows. Requests read it
 * without touching the database; an import builds a new snapshot and swaps it in.
 */
export interface Catalog {
  readonly menu: MenuItem[];
  /** Every product in menu order, then by Norwegian title. */
  readonly products: ProductRecord[];
  readonly featured: ProductRecord[];
  readonly suppliers: Supplier[];
  readonly banners: BannerItem[];
  /** The warehouses every product's availability names, in their order. */
  readonly warehouses: Warehouse[];
  productsIn(category: CategoryKey): ProductRecord[];
  product(sku: string): ProductRecord | undefined;
  supplier(id: string): Supplier | undefined;
  /** Whether a menu id (any level) exists. */
  hasMenuItem(id: string): boolean;
  /**
   * Products under any of the menu ids (a parent means its whole sub-tree), in catalogue order;
   * with `limit`, only the first `limit` of them.
   */
  filterList(menuIds: readonly string[], limit?: number): ProductRecord[];
  /**
   * Products matching the words, best first (see search/search-index.ts); with `limit`, only the
   * best `limit`. Recent searches' results are kept with the snapshot (search/search-cache.ts).
   */
  search(query: string, limit?: number): ProductRecord[];
  /** Builds the search index now instead of at the first search. */
  prepareSearch(): void;
  /**
   * A list of this snapshot's products filtered and sorted as `view` says. With `listKey` (what
   * the list is: a category, a search, a menu filter; the snapshot always answers it alike) the
   * result is kept per view without a supplier filter (the latest thousand), and a supplier
   * filter picks from it.
   */
  view(products: readonly ProductRecord[], view: ListView, listKey?: string): readonly ProductRecord[];
  /** The supplier and stock counts of a list under `view` (list-view.ts); with `listKey` kept when no supplier is chosen. */
  facets(products: readonly ProductRecord[], view: ListView, listKey?: string): Facets;
}

export function buildCatalog(rows: CatalogRows): Catalog {
  const menu = buildMenuTree(rows.menuItems);
  const menuOrder = new Map(flattenMenu(menu).map((id, index) => [id, index]));
  const suppliers: Supplier[] = [...rows.suppliers]
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
    .map(({ id, name, logo }) => ({ id, name, logo }));
  const supplierById = new Map(suppliers.map((supplier) => [supplier.id, supplier]));

  const warehouses: Warehouse[] = [...(rows.warehouses ?? [])]
    .sort((a, b) => a.position - b.position || a.code.localeCompare(b.code))
    .map(({ code, name }) => ({ code, name }));

  const products = rows.products
    .map((row) => toProductRecord(row, supplierById.get(row.supplierId), warehouses))
    .sort(
      (a, b) =>
        (menuOrder.get(a.categoryPath.at(-1) ?? '') ?? Infinity) -
          (menuOrder.get(b.categoryPath.at(-1) ?? '') ?? Infinity) ||
        a.title.nb.localeCompare(b.title.nb, 'nb') ||
        a.skuId.localeCompare(b.skuId),
    );
  // Every supplier a product names, known or not, by name: the supplier sort and facets count by it.
  const bySupplierName = supplierOrder([...new Map(products.map((product) => [product.supplier.id, product.supplier])).values()]);
  const supplierPlace = new Map(bySupplierName.map((supplier, index) => [supplier.id, index]));
  products.forEach((product, position) => {
    product.position = position;
    product.supplierOrder = supplierPlace.get(product.supplier.id) as number;
  });
  const bySku = new Map(products.map((product) => [product.skuId, product]));
  const titles = menuTitles(menu);
  // Catalogue positions of the products under each menu id, at every level.
  const byMenuId = new Map<string, number[]>();
  products.forEach((product, position) => {
    for (const id of product.categoryPath) {
      const list = byMenuId.get(id) ?? [];
      list.push(position);
      byMenuId.set(id, list);
    }
  });
  let searchIndex: SearchIndex | undefined;
  // Keyed by the folded query: the search reads nothing else of it.
  const searches = new SearchCache<ProductRecord>();
  const prepareSearch = (): SearchIndex => {
    searchIndex ??= new SearchIndex(products.map((product) => productDocument(product, titles)));
    return searchIndex;
  };
  const byCategory = new Map<string, ProductRecord[]>();
  for (const product of products) {
    const list = byCategory.get(product.category) ?? [];
    list.push(product);
    byCategory.set(product.category, list);
  }
  const featured = products
    .filter((product) => product.featuredRank !== null)
    .sort((a, b) => (a.featuredRank as number) - (b.featuredRank as number) || a.skuId.localeCompare(b.skuId));
  const banners = [...(rows.banners ?? [])]
    .sort((a, b) => a.position - b.position)
    .map(({ text, image }) => ({ bannerText: text, image }));
  const orders = new CatalogOrders(products, bySupplierName.length);
  // Lists in a view, and facets, by list and view: the latest thousand, as searches are kept.
  const views = new SearchCache<ProductRecord>(1_000, 2_000_000);
  const facetsKept = new Map<string, Facets>();
  const viewOf = (list: readonly ProductRecord[], view: ListView, listKey?: string): readonly ProductRecord[] => {
    if (isPlainView(view)) return list;
    if (listKey === undefined) return applyView(list, view, orders);
    const viewed = views.get(`${listKey}|${viewKey(view)}`, undefined, () => applyView(list, { ...view, suppliers: null }, orders) as ProductRecord[]);
    const { suppliers } = view;
    return suppliers === null ? viewed : viewed.filter((product) => suppliers.has(product.supplier.id));
  };
  const facetsOfList = (list: readonly ProductRecord[], view: ListView, listKey?: string): Facets => {
    if (listKey === undefined || view.suppliers !== null) return facetsOf(list, view, bySupplierName);
    const key = `${listKey}|${view.inStock}`;
    let facets = facetsKept.get(key);
    if (!facets) {
      facets = facetsOf(list, view, bySupplierName);
      // Few are asked for again and again (the categories); any others are dropped together.
      if (facetsKept.size >= 1_000) facetsKept.clear();
      facetsKept.set(key, facets);
    }
    return facets;
  };

  return {
    menu,
    products,
    featured,
    suppliers,
    banners,
    warehouses,
    productsIn: (category) => byCategory.get(category) ?? [],
    product: (sku) => bySku.get(sku),
    supplier: (id) => supplierById.get(id),
    hasMenuItem: (id) => titles.has(id),
    filterList: (menuIds, limit) =>
      mergePositions(menuIds.map((id) => byMenuId.get(id) ?? []), products.length, limit).map(
        (position) => products[position] as ProductRecord,
      ),
    search: (query, limit) =>
      searches.get(foldText(query), limit, (best) =>
        prepareSearch().search(query, best).map((position) => products[position] as ProductRecord),
      ),
    prepareSearch: () => void prepareSearch(),
    view: viewOf,
    facets: facetsOfList,
  };
}

function toProductRecord(row: ProductRow, supplier: Supplier | undefined, warehouses: readonly Warehouse[]): ProductRecord {
  const segments = row.categoryPath.split(':');
  const stock = warehouses.flatMap(({ code }) => {
    const quantity = row.stock?.[code] ?? 0;
    return quantity > 0 ? [{ warehouse: code, quantity }] : [];
  });
  const record: ProductRecord = {
    skuId: row.sku,
    title: row.title,
    subHeading: row.subHeading,
    description: row.description,
    specs: row.specs,
    images: row.images,
    category: segments[0] as CategoryKey,
    // "a:b:c" → ["a", "a:b", "a:b:c"]: the client checks filters against any level.
    categoryPath: segments.map((_, index) => segments.slice(0, index + 1).join(':')),
    supplier: { id: row.supplierId, name: supplier?.name ?? row.supplierId },
    price: row.price,
    indicativePrice: row.indicativePrice,
    featuredRank: row.featuredRank,
    availability: row.leadTime ? { stock, leadTime: row.leadTime } : { stock },
    unitsInStock: stock.reduce((units, { quantity }) => units + quantity, 0),
    // Set once the catalogue is sorted.
    position: 0,
    supplierOrder: 0,
  };
  if (row.discountPercentage !== null) record.discount = { percentage: row.discountPercentage };
  return record;
}

function buildMenuTree(rows: MenuItemRow[]): MenuItem[] {
  const children = new Map<string | null, MenuItemRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const build = (parentId: string | null): MenuItem[] =>
    (children.get(parentId) ?? [])
      .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
      .map((row) => ({ id: row.id, title: row.title, subItems: build(row.id) }));
  return build(null);
}

function flattenMenu(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...flattenMenu(item.subItems)]);
}
