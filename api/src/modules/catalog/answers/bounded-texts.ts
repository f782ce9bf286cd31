/**
 * Texts (strings, or bytes as Buffers) by key, up to about `budget` characters or bytes: when the
 * newer half fills up, the older half is dropped and the newer one takes its place. What is asked
 * for often stays (each hit in the older half moves it to the newer), what was asked for once
 * leaves, and memory stays bounded even when a crawler opens every product of a large catalogue.
 * A text larger than half the budget is kept only until the next one is made.
 */
export class BoundedTexts<K, V extends { readonly length: number } = string> {
  private newer = new Map<K, V>();
  private older = new Map<K, V>();
  private newerSize = 0;

  constructor(private readonly budget: number) {}

  /** The kept text, or undefined; a hit counts as a use, like `get`. */
  peek(key: K): V | undefined {
    const text = this.newer.get(key);
    if (text !== undefined) return text;
    const old = this.older.get(key);
    if (old !== undefined) this.keep(key, old);
    return old;
  }

  get(key: K, make: () => V): V {
    const kept = this.peek(key);
    if (kept !== undefined) return kept;
    const text = make();
    this.keep(key, text);
    return text;
  }

  private keep(key: K, text: V): void {
    this.newer.set(key, text);
    this.newerSize += text.length;
    if (this.newerSize > this.budget / 2) {
      this.older = this.newer;
      this.newer = new Map();
      this.newerSize = 0;
    }
  }
}
