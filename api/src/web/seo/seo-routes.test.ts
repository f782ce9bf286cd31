import { brotliDecompressSync } from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { LightMyRequestResponse } from 'fastify';
import type { CatalogRows, ProductRow } from '../../modules/catalog';
import { SMALL_CATALOG } from '../../../test/support/shop-world';
import { type TestApp, buildTestApp } from '../../../test/support/test-app';

const SHOP = 'https://butikk.example.no';
const KEPT_OUT = ['/api', '/min-side', '/handlekurv', '/en/account', '/en/cart', '/intern', '/en/staff'];

interface Alternate {
  '@_rel': string;
  '@_hreflang': string;
  '@_href': string;
}
interface UrlEntry {
  loc: string;
  'xhtml:link': Alternate[];
}
interface Sitemap {
  urlset?: { '@_xmlns': string; '@_xmlns:xhtml': string; url?: UrlEntry[] };
  sitemapindex?: { '@_xmlns': string; sitemap: Array<{ loc: string }> };
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'xhtml:link', 'sitemap'].includes(name) });

/** The `<url>` elements of a big file, counted without parsing 20 MB of XML in a test. */
function urlCount(response: LightMyRequestResponse): number {
  expect(response.statusCode).toBe(200);
  expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(true);
  expect(response.body.endsWith('</urlset>\n')).toBe(true);
  return response.body.match(/<url>/g)?.length ?? 0;
}

/** The sitemap as a crawler reads it: well-formed XML, then its elements. */
function readSitemap(response: LightMyRequestResponse): Sitemap {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(response.body)).toBe(true);
  return parser.parse(response.body) as Sitemap;
}

const urlsOf = (sitemap: Sitemap) => sitemap.urlset?.url ?? [];
const locationsOf = (sitemap: Sitemap) => urlsOf(sitemap).map((url) => url.loc);

function product(sku: string, categoryPath: string): ProductRow {
  const text = (value: string) => ({ nb: value, en: value });
  return {
    sku,
    title: text(`Produkt ${sku}`),
    subHeading: text(''),
    description: text(''),
    specs: [],
    supplierId: 'nordlys',
    categoryPath,
    price: 100,
    indicativePrice: 100,
    discountPercentage: null,
    images: [],
    featuredRank: null,
  };
}

const catalogOf = (products: ProductRow[]): CatalogRows => ({ ...SMALL_CATALOG, products });

describe('robots.txt and the sitemap', () => {
  let testApp: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers: { host: 'butikk.example.no', ...headers } });

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false' } });
    await testApp.app.catalog.import(SMALL_CATALOG);
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('GET /robots.txt', () => {
    it('keeps the account, the cart and the API out in both languages, allows the rest and names the sitemap', async () => {
      const response = await get('/robots.txt', { host: 'butikk.example.no:8443', 'x-forwarded-proto': 'https' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      for (const path of KEPT_OUT) expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain('Allow: /');
      expect(lines).not.toContain('Disallow: /');
      // No proxy is trusted in tests: the scheme is the connection's own, the Host the request's.
      expect(lines).toContain('Sitemap: http://butikk.example.no:8443/sitemap.xml');
    });

    it('is kept by caches and revalidated by its ETag', async () => {
      const first = await get('/robots.txt');
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await get('/robots.txt', { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('answers a query string like none', async () => {
      const response = await get('/robots.txt?utm_source=x&%zz');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Disallow: /min-side');
    });
  });

  describe('GET /sitemap.xml', () => {
    it('lists every category and every product in both languages, each at its one address', async () => {
      const locations = locationsOf(readSitemap(await get('/sitemap.xml')));
      const expected = [
        '/',
        '/en',
        '/adgangskontroll',
        '/en/access-control',
        '/innbruddsalarm',
        '/en/intruder-alarm',
        '/kameraovervakning',
        '/en/camera-surveillance',
        '/brannprodukter',
        '/en/fire-products',
        '/kontakt',
        '/en/about-us',
        '/adgangskontroll/KORT-1',
        '/en/adgangskontroll/KORT-1',
        '/adgangskontroll/KORT-2',
        '/en/adgangskontroll/KORT-2',
        '/innbruddsalarm/ALARM-1',
        '/en/innbruddsalarm/ALARM-1',
      ];
      expect(locations).toEqual(expect.arrayContaining(expected.map((path) => `http://butikk.example.no${path}`)));
      expect(new Set(locations).size).toBe(locations.length);
      expect(locations.filter((location) => /\/(produkter|products)\/./.test(location))).toEqual([]);
    });

    it('lists no account, cart, checkout, login or results address', async () => {
      const paths = locationsOf(readSitemap(await get('/sitemap.xml'))).map((location) => new URL(location).pathname);
      const kept = paths.filter((path) => [...KEPT_OUT, '/login', '/logout', '/en/login', '/resultater', '/en/results'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
      expect(kept).toEqual([]);
    });

    it('gives every address its Norwegian, English and x-default alternates', async () => {
      const sitemap = readSitemap(await get('/sitemap.xml'));
      expect(sitemap.urlset?.['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      expect(sitemap.urlset?.['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
      const product = urlsOf(sitemap).find((url) => url.loc.endsWith('/en/innbruddsalarm/ALARM-1'));
      expect(product?.['xhtml:link']).toEqual([
        { '@_rel': 'alternate', '@_hreflang': 'nb', '@_href': 'http://butikk.example.no/innbruddsalarm/ALARM-1' },
        { '@_rel': 'alternate', '@_hreflang': 'en', '@_href': 'http://butikk.example.no/en/innbruddsalarm/ALARM-1' },
        { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': 'http://butikk.example.no/innbruddsalarm/ALARM-1' },
      ]);
      for (const url of urlsOf(sitemap)) {
        expect(url['xhtml:link'].map((link) => link['@_hreflang'])).toEqual(['nb', 'en', 'x-default']);
        expect(url['xhtml:link'].map((link) => link['@_href'])).toContain(url.loc);
      }
    });

    it('is one file while the catalogue fits it: no part exists', async () => {
      for (const url of ['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-0.xml', '/sitemap-x.xml', '/sitemap-01.xml']) {
        const response = await get(url);
        expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({ url, status: 404, type: 'text/plain; charset=utf-8' });
        expect(response.body).toBe('No such sitemap file. The sitemap is one file: /sitemap.xml.\n');
      }
    });

    it('is compressed for a client that takes br, revalidated by its ETag', async () => {
      const plain = await get('/sitemap.xml');
      const packed = await get('/sitemap.xml', { 'accept-encoding': 'br' });
      expect(packed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect((await get('/sitemap.xml', { 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304);
    });

    it('follows an import: a new product is listed, a product moved to another category at its new address', async () => {
      const before = await get('/sitemap.xml');
      const [kort1, kort2] = SMALL_CATALOG.products;
      await testApp.app.catalog.import(catalogOf([{ ...kort2!, categoryPath: 'innbruddsalarm' }, product('ALARM-9', 'innbruddsalarm')]));
      try {
        const after = await get('/sitemap.xml');
        const paths = locationsOf(readSitemap(after)).map((location) => new URL(location).pathname);
        expect(paths).toEqual(expect.arrayContaining(['/innbruddsalarm/ALARM-9', '/en/innbruddsalarm/ALARM-9', '/innbruddsalarm/KORT-2', '/en/innbruddsalarm/KORT-2']));
        expect(paths.filter((path) => path.endsWith('/KORT-2'))).toHaveLength(2);
        expect(paths).toContain(`/adgangskontroll/${kort1!.sku}`);
        expect(after.headers.etag).not.toBe(before.headers.etag);
        expect((await get('/sitemap.xml', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
      } finally {
        await testApp.app.catalog.import(SMALL_CATALOG);
      }
    });
  });

  describe('at the real limit of 50,000 addresses a file', () => {
    // The pages that are no product: the front page, categories, all products and information pages.
    const contentPages = 10;
    const products = (count: number) => Array.from({ length: count }, (_, index) => product(`S-${String(index).padStart(5, '0')}`, 'innbruddsalarm'));

    it('is one file of exactly 50,000 addresses, then an index of two parts with one product more', async () => {
      // An import adds to the products already there (each listed in both languages).
      const filling = (50_000 - 2 * contentPages) / 2 - testApp.app.catalog.current.products.length;
      await testApp.app.catalog.import(catalogOf(products(filling)));
      expect(urlCount(await get('/sitemap.xml'))).toBe(50_000);
      expect((await get('/sitemap-1.xml')).statusCode).toBe(404);

      await testApp.app.catalog.import(catalogOf(products(filling + 1)));
      const index = readSitemap(await get('/sitemap.xml'));
      expect(index.urlset).toBeUndefined();
      expect(index.sitemapindex?.['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      expect(index.sitemapindex?.sitemap.map((entry) => entry.loc)).toEqual(['http://butikk.example.no/sitemap-1.xml', 'http://butikk.example.no/sitemap-2.xml']);
      expect(urlCount(await get('/sitemap-1.xml'))).toBe(50_000);
      const last = `S-${String(filling).padStart(5, '0')}`;
      expect(locationsOf(readSitemap(await get('/sitemap-2.xml')))).toEqual([`http://butikk.example.no/innbruddsalarm/${last}`, `http://butikk.example.no/en/innbruddsalarm/${last}`]);
      const missing = await get('/sitemap-3.xml');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toBe('No such sitemap file. The sitemap has 2 parts, /sitemap-1.xml to /sitemap-2.xml, listed in /sitemap.xml.\n');
    }, 180_000);
  });
});

describe('robots.txt and the sitemap with PUBLIC_URL set', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { SEED_DEMO_CATALOG: 'false', PUBLIC_URL: SHOP, ALLOWED_HOSTS: 'www.butikk.example.no', WORK_UNITS_PER_MINUTE: '1' },
      // The work budget's clock stands still: what was spent is not given back during the test.
      workClock: () => 0,
    });
    await testApp.app.catalog.import(SMALL_CATALOG);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { host: 'www.butikk.example.no' } });

  it('name every address on PUBLIC_URL, whichever allowed Host the request names', async () => {
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
    const locations = locationsOf(readSitemap(await get('/sitemap.xml')));
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.filter((location) => !location.startsWith(`${SHOP}/`))).toEqual([]);
  });

  it('charge building the sitemap to the client\'s work budget, and only building it', async () => {
    // One unit a minute: the build above cost a unit per product, the kept files cost nothing.
    expect((await get('/sitemap.xml')).statusCode).toBe(200);
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
    await testApp.app.catalog.import(catalogOf([product('ALARM-9', 'innbruddsalarm')]));
    const refused = await get('/sitemap.xml');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
