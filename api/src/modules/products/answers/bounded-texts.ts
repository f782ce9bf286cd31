/**
 * Texts by key, up to about `budget` characters: when the newer half fills up, the older half is
 * dropped and the newer one takes its place. What is asked for often stays (each hit in the older
 * half moves it to the newer), what was asked for once leaves, and memory stays bounded even when
 * a crawler opens every product of a large catalogue.
 */
export class BoundedTexts<K> {
  private newer = new Map<K, string>();
  private older = new Map<K, string>();
  private newerSize = 0;

  constructor(private readonly budget: number) {}

  get(key: K, make: () => string): string {
    let text = this.newer.get(key);
    if (text !== undefined) return text;
    text = this.older.get(key) ?? make();
    this.newer.set(key, text);
    this.newerSize += text.length;
    if (this.newerSize > this.budget / 2) {
      this.older = this.newer;
      this.newer = new Map();
      this.newerSize = 0;
    }
    return text;
  }
}
