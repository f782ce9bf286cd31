/** Pairs remembered at most: beyond it the least recently used go (a Map keeps insertion order). */
const MAX_PAIRS = 100_000;

/**
 * The client addresses each account has logged in from (in the memory of this process): a known
 * pair is not slowed down by other people's failures from the same address, such as the
 * colleagues behind an office's or a proxy's one address.
 */
export class KnownClients {
  private readonly lastLogin = new Map<string, number>();

  constructor(
    private readonly rememberMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  has(pair: string): boolean {
    const at = this.lastLogin.get(pair);
    if (at === undefined) return false;
    if (at + this.rememberMs > this.now()) return true;
    this.lastLogin.delete(pair);
    return false;
  }

  remember(pair: string): void {
    this.lastLogin.delete(pair);
    this.lastLogin.set(pair, this.now());
    if (this.lastLogin.size <= MAX_PAIRS) return;
    for (const key of this.lastLogin.keys()) {
      if (this.lastLogin.size <= MAX_PAIRS * 0.9) break;
      this.lastLogin.delete(key);
    }
  }
}
