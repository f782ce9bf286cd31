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

type RankKey = Exclude<ListSort, 'relevance' | 'name'> | 'name-nb' | 'name-en';

const collators = {
  nb: new Intl.Collator('nb'),
  en: new Intl.Collator('en'),
  // "CAM-9" before "CAM-10", and case does not matter.
  sku: new Intl.Collator('en', { numeric: true, sensitivity: 'base' }),
};

/**
 * Every product's place in each order of the catalogue, made once per snapshot on first use:
 * sorting a list is then a comparison of two integers per pair, whatever the order is by.
 * Products of one supplier share a rank, so sorting by supplier keeps the list's own order
 * within each supplier (Array.prototype.sort is stable).
 */
export class SortRanks {
  private readonly ranks = new Map<RankKey, Int32Array>();

  constructor(private readonly products: readonly ProductRecord[]) {}

  rankOf(view: ListView): Int32Array {
    const key: RankKey = view.sort === 'name' ? `name-${view.lang}` : (view.sort as RankKey);
    let rank = this.ranks.get(key);
    if (!rank) {
      rank = key === 'supplier' ? this.supplierRanks() : this.ranksBy(COMPARE[key]);
      this.ranks.set(key, rank);
    }
    return rank;
  }

  private ranksBy(compare: (a: ProductRecord, b: ProductRecord) => number): Int32Array {
    const order = [...this.products].sort((a, b) => compare(a, b) || a.position - b.position);
    const rank = new Int32Array(this.products.length);
    order.forEach((product, index) => {
      rank[product.position] = index;
    });
    return rank;
  }

  private supplierRanks(): Int32Array {
    const names = [...new Map(this.products.map((product) => [product.supplier.id, product.supplier.name])).entries()];
    names.sort(([idA, a], [idB, b]) => collators.nb.compare(a, b) || idA.localeCompare(idB));
    const supplierRank = new Map(names.map(([id], index) => [id, index]));
    return Int32Array.from(this.products, (product) => supplierRank.get(product.supplier.id) ?? 0);
  }
}

const COMPARE: Record<Exclude<RankKey, 'supplier'>, (a: ProductRecord, b: ProductRecord) => number> = {
  'name-nb': (a, b) => collators.nb.compare(a.title.nb, b.title.nb),
  'name-en': (a, b) => collators.en.compare(a.title.en, b.title.en),
  sku: (a, b) => collators.sku.compare(a.skuId, b.skuId) || (a.skuId < b.skuId ? -1 : a.skuId > b.skuId ? 1 : 0),
  price: (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
};

/** The products of a list with the view's filters applied, in its order (a new array unless nothing changes). */
export function applyView(products: readonly ProductRecord[], view: ListView, ranks: SortRanks): readonly ProductRecord[] {
  const { inStock, suppliers } = view;
  let shown = products;
  if (inStock || suppliers !== null) {
    shown = products.filter((product) => (!inStock || product.unitsInStock > 0) && (suppliers === null || suppliers.has(product.supplier.id)));
  }
  if (view.sort === 'relevance') return shown;
  const rank = ranks.rankOf(view);
  return (shown === products ? [...shown] : (shown as ProductRecord[])).sort((a, b) => (rank[a.position] as number) - (rank[b.position] as number));
}

/**
 * The supplier filter's values for a list: each facet counts with the other filter applied and
 * its own left out, so a supplier's count says what choosing it would show.
 */
export function facetsOf(products: readonly ProductRecord[], view: ListView): Facets {
  let total = 0;
  let inStock = 0;
  const counts = new Map<string, { id: string; name: string; count: number }>();
  for (const product of products) {
    const stocked = product.unitsInStock > 0;
    const supplierChosen = view.suppliers === null || view.suppliers.has(product.supplier.id);
    if (supplierChosen && stocked) inStock += 1;
    if (view.inStock && !stocked) continue;
    if (supplierChosen) total += 1;
    const { id, name } = product.supplier;
    const entry = counts.get(id);
    if (entry) entry.count += 1;
    else counts.set(id, { id, name, count: 1 });
  }
  const suppliers = [...counts.values()].sort((a, b) => collators.nb.compare(a.name, b.name) || a.id.localeCompare(b.id));
  return { total, inStock, suppliers };
}
