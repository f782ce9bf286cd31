import type { Facets, ListSort } from '@shop/shared/contracts';
import type { ProductRecord } from './product-record';

/** How a list is shown: its order, and the stock and supplier filters (query-params.ts reads them). */
export interface ListView {
  sort: ListSort;
  /** The language `sort=name` orders titles by. */
  lang: 'nb' | 'en';
  /** Only products some warehouse holds. */
  inStock: boolean;
  /** Only these suppliers' products; null: every supplier's. */
  suppliers: ReadonlySet<string> | null;
}

/** The list as it always was: its own order, nothing left out (the answers cached per list serve it). */
export function isPlainView(view: ListView): boolean {
  return view.sort === 'relevance' && !view.inStock && view.suppliers === null;
}

/** A name for a view without a supplier filter, for caches keyed by list and view: a few dozen at most. */
export function viewKey(view: ListView): string {
  return `${view.sort}|${view.sort === 'name' ? view.lang : ''}|${view.inStock ? 'stock' : ''}`;
}

type OrderKey = Exclude<ListSort, 'relevance' | 'name' | 'supplier'> | 'name-nb' | 'name-en';

const collators = {
  nb: new Intl.Collator('nb'),
  en: new Intl.Collator('en'),
  // "CAM-9" before "CAM-10", and case does not matter.
  sku: new Intl.Collator('en', { numeric: true, sensitivity: 'base' }),
};

/** Suppliers in the order the filter lists them and `sort=supplier` sorts by: by name, Norwegian. */
export function supplierOrder(suppliers: ReadonlyArray<{ id: string; name: string }>): Array<{ id: string; name: string }> {
  return [...suppliers].sort((a, b) => collators.nb.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

const COMPARE: Record<OrderKey, (a: ProductRecord, b: ProductRecord) => number> = {
  'name-nb': (a, b) => collators.nb.compare(a.title.nb, b.title.nb),
  'name-en': (a, b) => collators.en.compare(a.title.en, b.title.en),
  sku: (a, b) => collators.sku.compare(a.skuId, b.skuId) || (a.skuId < b.skuId ? -1 : a.skuId > b.skuId ? 1 : 0),
  price: (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
};

/**
 * The catalogue in each order, made once per snapshot on first use: a long list is then put in
 * order by walking the catalogue's order and keeping its members (no comparison at all), a
 * short one by comparing two integers per pair. Sorting by supplier is a counting sort on the
 * supplier's place, which keeps the list's own order within each supplier.
 */
export class CatalogOrders {
  private readonly orders = new Map<OrderKey, { order: Int32Array; rank: Int32Array }>();

  constructor(
    private readonly products: readonly ProductRecord[],
    private readonly supplierCount: number,
  ) {}

  sort(list: readonly ProductRecord[], view: ListView): readonly ProductRecord[] {
    if (view.sort === 'relevance') return list;
    if (view.sort === 'supplier') return this.bySupplier(list);
    const { order, rank } = this.orderOf(view.sort === 'name' ? `name-${view.lang}` : view.sort);
    // Comparing costs about log2(length) steps per product; walking the catalogue one step per product of it.
    if (list.length * Math.log2(list.length + 1) < this.products.length) {
      return [...list].sort((a, b) => (rank[a.position] as number) - (rank[b.position] as number));
    }
    const member = new Uint8Array(this.products.length);
    for (const product of list) member[product.position] = 1;
    const sorted: ProductRecord[] = [];
    for (let i = 0; i < order.length; i += 1) {
      const position = order[i] as number;
      if (member[position] === 1) sorted.push(this.products[position] as ProductRecord);
    }
    return sorted;
  }

  private bySupplier(list: readonly ProductRecord[]): ProductRecord[] {
    const starts = new Int32Array(this.supplierCount + 1);
    for (const product of list) starts[product.supplierOrder + 1] = (starts[product.supplierOrder + 1] as number) + 1;
    for (let s = 1; s <= this.supplierCount; s += 1) starts[s] = (starts[s] as number) + (starts[s - 1] as number);
    const sorted = new Array<ProductRecord>(list.length);
    for (const product of list) {
      sorted[starts[product.supplierOrder] as number] = product;
      starts[product.supplierOrder] = (starts[product.supplierOrder] as number) + 1;
    }
    return sorted;
  }

  private orderOf(key: OrderKey): { order: Int32Array; rank: Int32Array } {
    let made = this.orders.get(key);
    if (!made) {
      const compare = COMPARE[key];
      const sorted = [...this.products].sort((a, b) => compare(a, b) || a.position - b.position);
      const order = Int32Array.from(sorted, (product) => product.position);
      const rank = new Int32Array(order.length);
      order.forEach((position, index) => {
        rank[position] = index;
      });
      made = { order, rank };
      this.orders.set(key, made);
    }
    return made;
  }
}

/** The products of a list with the view's filters applied, in its order (a new array unless nothing changes). */
export function applyView(products: readonly ProductRecord[], view: ListView, orders: CatalogOrders): readonly ProductRecord[] {
  const { inStock, suppliers } = view;
  let shown = products;
  if (inStock || suppliers !== null) {
    shown = products.filter((product) => (!inStock || product.unitsInStock > 0) && (suppliers === null || suppliers.has(product.supplier.id)));
  }
  return orders.sort(shown, view);
}

/**
 * The supplier filter's values for a list: each facet counts with the other filter applied and
 * its own left out, so a supplier's count says what choosing it would show. `suppliers` in
 * their order (supplierOrder), as the products' `supplierOrder` counts them.
 */
export function facetsOf(products: readonly ProductRecord[], view: ListView, suppliers: ReadonlyArray<{ id: string; name: string }>): Facets {
  let total = 0;
  let inStock = 0;
  const counts = new Int32Array(suppliers.length);
  for (const product of products) {
    const stocked = product.unitsInStock > 0;
    const supplierChosen = view.suppliers === null || view.suppliers.has(product.supplier.id);
    if (supplierChosen && stocked) inStock += 1;
    if (view.inStock && !stocked) continue;
    if (supplierChosen) total += 1;
    counts[product.supplierOrder] = (counts[product.supplierOrder] as number) + 1;
  }
  const found = suppliers.flatMap((supplier, index) => (counts[index] as number) > 0 ? [{ ...supplier, count: counts[index] as number }] : []);
  return { total, inStock, suppliers: found };
}
