import { type Encoding, compressOnce } from '../../infra/http/compression';
import type { GzipAroundSession } from './session-splice';

/** The page's bytes in `encoding`, compressed the first time they are asked for. */
export function compressedPage(page: CachedPage, encoding: Encoding): Promise<Buffer> {
  page.compressed ??= {};
  return (page.compressed[encoding] ??= compressOnce(page.html, encoding));
}

/**
 * Pages rendered for visitors, kept to be sent again: a visitor's page is the same for everyone
 * who asks for the same address with the same consent answer (the consent bar), so it is rendered
 * once per catalogue and release. Its key (page-request.ts, visitorPageKey) names everything the
 * render read. A new catalogue (an import) or a new release empties the cache.
 * A second one keeps logged-in people's public pages, once per price group, rendered with no
 * one's name (server-render.ts, PRICE_GROUP_SESSION). Bounded by count and by bytes, the least
 * recently sent going first.
 */
export interface CachedPage {
  status: number;
  html: Buffer;
  /** The nonce of the inline scripts that put its late parts in place, if it has any. */
  nonce?: string | undefined;
  /** The page compressed, once per encoding asked for (a page without a nonce: the same bytes for everyone). */
  compressed?: Partial<Record<Encoding, Promise<Buffer>>>;
  /** A price group's page: compressed once around its session block, each person's put in per answer (session-splice.ts). */
  aroundSession?: Promise<GzipAroundSession | undefined>;
}

export interface PageCacheLimits {
  maxPages: number;
  maxBytes: number;
}

const DEFAULT_LIMITS: PageCacheLimits = { maxPages: 2_000, maxBytes: 64 * 1024 * 1024 };

export class VisitorPageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  private catalog: object | undefined;
  private release: string | undefined;

  constructor(private readonly limits: PageCacheLimits = DEFAULT_LIMITS) {}

  /** The page kept for `key` with this catalogue and release, if any. */
  get(key: string, catalog: object, release: string): CachedPage | undefined {
    this.follow(catalog, release);
    const page = this.pages.get(key);
    if (!page) return undefined;
    // Sent again: the most recently used goes to the end.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, catalog: object, release: string, page: CachedPage): void {
    this.follow(catalog, release);
    if (page.html.byteLength > this.limits.maxBytes) return;
    this.forget(key);
    this.pages.set(key, page);
    this.bytes += page.html.byteLength;
    while (this.pages.size > this.limits.maxPages || this.bytes > this.limits.maxBytes) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest);
    }
  }

  get size(): number {
    return this.pages.size;
  }

  private forget(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.bytes -= page.html.byteLength;
    this.pages.delete(key);
  }

  /** Another catalogue or release: nothing kept was rendered with it. */
  private follow(catalog: object, release: string): void {
    if (catalog === this.catalog && release === this.release) return;
    this.catalog = catalog;
    this.release = release;
    this.pages.clear();
    this.bytes = 0;
  }
}
