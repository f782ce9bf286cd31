interface Entry<T> {
  items: T[];
  /** False when only the best `items.length` were asked for and there may be more. */
  complete: boolean;
}

/**
 * The latest searches' results of one catalogue snapshot, most recently used kept: a shop's
 * searches repeat ("kamera", a brand, the SKU being typed), and a snapshot's results never change.
 * Bounded by searches and by products held, so odd queries cannot fill memory.
 */
export class SearchCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private held = 0;

  constructor(
    private readonly maxEntries = 1_000,
    private readonly maxItems = 1_000_000,
  ) {}

  /** The best `limit` results (all when undefined) of `key`, from `compute` when not known yet. */
  get(key: string, limit: number | undefined, compute: (limit?: number) => T[]): T[] {
    const entry = this.entries.get(key);
    if (entry && (entry.complete || (limit !== undefined && limit <= entry.items.length))) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return limit === undefined || limit >= entry.items.length ? entry.items : entry.items.slice(0, limit);
    }
    const items = compute(limit);
    this.store(key, { items, complete: limit === undefined || items.length < limit });
    return items;
  }

  private store(key: string, entry: Entry<T>): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.held -= previous.items.length;
    }
    this.entries.set(key, entry);
    this.held += entry.items.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.held <= this.maxItems) break;
      this.entries.delete(oldest);
      this.held -= old.items.length;
    }
  }
}
