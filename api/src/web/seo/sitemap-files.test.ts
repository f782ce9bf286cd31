import { buildSitemapFiles } from './sitemap-files';
import { URLSET_CLOSE, URLSET_OPEN, urlElements } from './sitemap-xml';

const ORIGIN = 'https://shop.example.no';
const pages = ['a', 'b', 'c'].map((name) => ({ nb: `/${name}`, en: `/en/${name}` }));
const text = (body: Buffer) => body.toString('utf8');

describe('the sitemap files of a list of pages', () => {
  it('are one file when every address fits it', async () => {
    const files = await buildSitemapFiles(pages, ORIGIN, { maxUrls: 6, maxBytes: 100_000 });
    expect(files.parts).toEqual([]);
    expect(text(files.main.body)).toBe(`${URLSET_OPEN}${pages.flatMap((page) => urlElements(ORIGIN, page)).join('')}${URLSET_CLOSE}`);
  });

  it('are an index and numbered parts when the addresses need more than one file', async () => {
    const files = await buildSitemapFiles(pages, ORIGIN, { maxUrls: 4, maxBytes: 100_000 });
    expect(text(files.main.body)).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(text(files.main.body).match(/<loc>[^<]*<\/loc>/g)).toEqual([
      `<loc>${ORIGIN}/sitemap-1.xml</loc>`,
      `<loc>${ORIGIN}/sitemap-2.xml</loc>`,
    ]);
    const locations = files.parts.map((part) => text(part.body).match(/<loc>[^<]*<\/loc>/g));
    expect(locations).toEqual([
      ['/a', '/en/a', '/b', '/en/b'].map((path) => `<loc>${ORIGIN}${path}</loc>`),
      ['/c', '/en/c'].map((path) => `<loc>${ORIGIN}${path}</loc>`),
    ]);
  });

  it('are cut by bytes too, each part within the limit', async () => {
    const oneElement = Buffer.byteLength(urlElements(ORIGIN, pages[0]!)[0]!);
    const maxBytes = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE) + 2 * oneElement + 10;
    const files = await buildSitemapFiles(pages, ORIGIN, { maxUrls: 50_000, maxBytes });
    expect(files.parts).toHaveLength(3);
    for (const part of files.parts) expect(part.body.length).toBeLessThanOrEqual(maxBytes);
  });

  it('carry an ETag that changes with their content', async () => {
    const limits = { maxUrls: 6, maxBytes: 100_000 };
    const one = (await buildSitemapFiles(pages, ORIGIN, limits)).main.etag;
    expect(one).toMatch(/^W\/"[\w-]+"$/);
    expect((await buildSitemapFiles(pages, ORIGIN, limits)).main.etag).toBe(one);
    expect((await buildSitemapFiles(pages.slice(1), ORIGIN, limits)).main.etag).not.toBe(one);
  });
});
