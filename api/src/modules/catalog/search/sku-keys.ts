/** SKU keys shorter than this match only exactly: "ds" would begin half the catalogue. */
const MIN_SKU_PREFIX = 3;

/** 0: the query is the SKU; 1: the SKU begins with it. */
export interface SkuMatch {
  doc: number;
  tier: 0 | 1;
}

/**
 * The catalogue's SKU keys (skuKey: letters and digits) sorted, so the SKUs equal to a query and
 * those beginning with it are one binary search away instead of a pass over every product.
 */
export class SkuKeys {
  private readonly keys: string[];
  private readonly docs: Int32Array;

  constructor(keysByDoc: readonly string[]) {
    const order = keysByDoc.map((_, doc) => doc).sort((a, b) => compare(keysByDoc[a] as string, keysByDoc[b] as string) || a - b);
    this.keys = order.map((doc) => keysByDoc[doc] as string);
    this.docs = Int32Array.from(order);
  }

  matches(key: string): SkuMatch[] {
    if (key.length === 0) return [];
    const result: SkuMatch[] = [];
    for (let i = this.lowerBound(key); i < this.keys.length; i += 1) {
      const candidate = this.keys[i] as string;
      if (candidate === key) result.push({ doc: this.docs[i] as number, tier: 0 });
      else if (key.length >= MIN_SKU_PREFIX && candidate.startsWith(key)) result.push({ doc: this.docs[i] as number, tier: 1 });
      else break;
    }
    return result;
  }

  /** The first position whose key is not below `key`. */
  private lowerBound(key: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.keys[middle] as string) < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
