/** How much one sitemap file may hold. */
export interface SitemapLimits {
  /** `<url>` elements per file. */
  maxUrls: number;
  /** Bytes per file, uncompressed. */
  maxBytes: number;
}

/** The sitemap protocol's limits (sitemaps.org): 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const PROTOCOL_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 52_428_800 };

/** Elements `start` up to (not including) `end` go into one file. */
export interface FileRange {
  start: number;
  end: number;
}

/**
 * Cuts a run of elements into as few consecutive files as the limits allow, in order: each file
 * holds at most `maxUrls` elements and, with `frameBytes` (the XML around its elements), at most
 * `maxBytes`. No elements: one empty file. An element too big for a file of its own is a
 * RangeError (no address of the shop comes near it).
 */
export function splitSitemap(elementBytes: readonly number[], frameBytes: number, limits: SitemapLimits): FileRange[] {
  const files: FileRange[] = [];
  let start = 0;
  let bytes = frameBytes;
  for (let index = 0; index < elementBytes.length; index += 1) {
    const size = elementBytes[index] as number;
    if (frameBytes + size > limits.maxBytes) {
      throw new RangeError(`Sitemap element ${index} is ${size} bytes: with the file's frame it exceeds ${limits.maxBytes} bytes`);
    }
    if (index - start === limits.maxUrls || bytes + size > limits.maxBytes) {
      files.push({ start, end: index });
      start = index;
      bytes = frameBytes;
    }
    bytes += size;
  }
  files.push({ start, end: elementBytes.length });
  return files;
}
