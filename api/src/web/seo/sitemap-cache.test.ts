import { sitemapFilesFor } from './sitemap-cache';

const snapshot = () => ({ products: [{ skuId: 'HIK-1', category: 'kameraovervakning' as const }] });

describe('the sitemap files kept per catalogue snapshot', () => {
  it('are built once per snapshot and origin, by the first request', async () => {
    const catalog = snapshot();
    const builds = jest.fn();
    const first = sitemapFilesFor(catalog, 'https://a.example.no', builds);
    expect(sitemapFilesFor(catalog, 'https://a.example.no', builds)).toBe(first);
    expect(builds).toHaveBeenCalledTimes(1);
    expect((await first).main.body.toString()).toContain('<loc>https://a.example.no/kameraovervakning/HIK-1</loc>');
  });

  it('are built anew for a new snapshot (an import)', () => {
    const builds = jest.fn();
    const old = sitemapFilesFor(snapshot(), 'https://a.example.no', builds);
    expect(sitemapFilesFor(snapshot(), 'https://a.example.no', builds)).not.toBe(old);
    expect(builds).toHaveBeenCalledTimes(2);
  });

  it('keep four origins, the oldest leaving first', () => {
    const catalog = snapshot();
    const builds = jest.fn();
    const origins = [1, 2, 3, 4, 5].map((n) => `http://host-${n}.example.no`);
    for (const origin of origins) void sitemapFilesFor(catalog, origin, builds);
    for (const origin of origins.slice(1)) void sitemapFilesFor(catalog, origin, builds);
    expect(builds).toHaveBeenCalledTimes(5);
    void sitemapFilesFor(catalog, origins[0] as string, builds);
    expect(builds).toHaveBeenCalledTimes(6);
  });

  it('are not built, nor kept, when the build is refused', () => {
    const catalog = snapshot();
    const refuse = () => {
      throw new Error('Too many large requests from this address.');
    };
    expect(() => sitemapFilesFor(catalog, 'https://a.example.no', refuse)).toThrow('Too many large requests');
    const builds = jest.fn();
    void sitemapFilesFor(catalog, 'https://a.example.no', builds);
    expect(builds).toHaveBeenCalledTimes(1);
  });
});
