import { createHash } from 'node:crypto';
import type { SitemapPage } from './sitemap-pages';
import { URLSET_CLOSE, URLSET_OPEN, sitemapIndexXml, urlElements, urlsetXml } from './sitemap-xml';
import { PROTOCOL_LIMITS, type SitemapLimits, splitSitemap } from './split-sitemap';

/** A file as it is sent: its bytes and the (weak) ETag a revalidation compares. */
export interface SitemapFile {
  body: Buffer;
  etag: string;
}

export interface SitemapFiles {
  /** /sitemap.xml: every address, or, when they need more than one file, the index of the parts. */
  main: SitemapFile;
  /** /sitemap-1.xml, /sitemap-2.xml, …: empty when /sitemap.xml holds every address itself. */
  parts: SitemapFile[];
}

/** The path of a part, numbered from 1. */
export const partPath = (number: number) => `/sitemap-${number}.xml`;

/**
 * Weak: the compression plugin sends the same file br, gzip or as it is, and a weak validator
 * stands for all of them.
 */
export function fileOf(text: string): SitemapFile {
  const body = Buffer.from(text, 'utf8');
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Pages written between two turns of the event loop: a few milliseconds of work. */
const PAGES_PER_TURN = 2_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The sitemap files of these pages at `origin`, split by `limits`. One file when everything fits;
 * otherwise an index naming the parts (an index may name 50,000 files, far beyond any catalogue).
 * Written in slices with the event loop turning in between: a large catalogue's sitemap takes
 * hundreds of milliseconds, which requests for pages must not wait for.
 */
export async function buildSitemapFiles(
  pages: readonly SitemapPage[],
  origin: string,
  limits: SitemapLimits = PROTOCOL_LIMITS,
): Promise<SitemapFiles> {
  const elements: string[] = [];
  const sizes: number[] = [];
  for (let index = 0; index < pages.length; index += 1) {
    if (index > 0 && index % PAGES_PER_TURN === 0) await nextTurn();
    for (const element of urlElements(origin, pages[index] as SitemapPage)) {
      elements.push(element);
      sizes.push(Buffer.byteLength(element));
    }
  }
  const ranges = splitSitemap(sizes, Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE), limits);
  const files: SitemapFile[] = [];
  for (const { start, end } of ranges) {
    await nextTurn();
    files.push(fileOf(urlsetXml(elements.slice(start, end))));
  }
  if (files.length === 1) return { main: files[0] as SitemapFile, parts: [] };
  return { main: fileOf(sitemapIndexXml(files.map((_, index) => `${origin}${partPath(index + 1)}`))), parts: files };
}
