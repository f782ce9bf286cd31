/** The catalogue calls of spec §7 as the shop's pages make them, public and logged in. */
export interface ReadScenario {
  name: string;
  /** Needs the session cookie (/api/productUser/*). */
  loggedIn: boolean;
  paths: string[];
  /** Accept-Encoding, as a browser sends it; without it answers come uncompressed. */
  acceptEncoding?: string;
  /**
   * The answer grows with the catalogue (a whole category): its req/s falls as its size grows, so
   * it is judged by bytes per second, its answer size is printed, and it is loaded by a client
   * that only counts bytes (large-answers.ts).
   */
  growsWithCatalog?: boolean;
  /** Connections for this scenario, when not the round's (50). */
  connections?: number;
}

/**
 * Connections for whole-category answers: about 1.3 MB each at 10,000 products, 13–14 MB at
 * 100,000. At 50 connections every answer waits behind 49 others of that size: measured on this
 * 2-core machine at 100,000 products, no more bytes a second than with 4 (about 2,200 MB/s), but
 * p99 0.7–2.4 s of the 3 s window, so latencies say little and whatever is still being written
 * when the window ends is cut off. With 4 the API always has an answer to write while the load
 * generator reads the others, and each answer ends well within the window (p99 about 55 ms).
 */
const WHOLE_LIST_CONNECTIONS = 4;
/** What Chromium and Firefox send. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

export const CATEGORIES = ['innbruddsalarm', 'kameraovervakning', 'brannprodukter', 'adgangskontroll'];
/** Installer queries: plain words, inflections, a brand, a SKU prefix, several words, a typo. */
export const SEARCHES = ['kamera', 'røykvarslere', 'dome 4 mp', 'nordvakt', 'magnetlås', 'OPT-B4', 'poe switch', 'batteri 12 v', 'hikvison', 'brannsentral'];
export const FILTERS = [
  ['kameraovervakning:ip-kameraer'],
  ['brannprodukter:roykvarslere', 'adgangskontroll:laser'],
  ['innbruddsalarm:detektorer:pir-detektorer'],
  ['kameraovervakning:opptakere', 'kameraovervakning:lagring:harddisker'],
];
/** The catalogue pages ask for a first screen of 24 (shared/src/store/products-slice.ts). */
const FIRST_SCREEN = 24;

/** Every read scenario for both sides of the catalogue; `skus` are the products whose pages are opened. */
export function readScenarios(skus: string[]): ReadScenario[] {
  const pages = Array.from({ length: 40 }, (_, i) => ({ category: CATEGORIES[i % CATEGORIES.length] as string, offset: (i % 10) * FIRST_SCREEN }));
  const side = (loggedIn: boolean): ReadScenario[] => {
    const base = loggedIn ? '/api/productUser' : '/api/product';
    const label = (name: string) => `${name}${loggedIn ? ' (logged in)' : ''}`;
    return [
      {
        name: label('list, first 24'),
        loggedIn,
        paths: pages.map((page) => `${base}/list?category=${page.category}&limit=${FIRST_SCREEN}&offset=${page.offset}`),
      },
      {
        name: label('list, whole category'),
        loggedIn,
        paths: CATEGORIES.map((category) => `${base}/list?category=${category}`),
        growsWithCatalog: true,
        connections: WHOLE_LIST_CONNECTIONS,
      },
      { name: label('detail'), loggedIn, paths: skus.map((sku) => `${base}/detail/${encodeURIComponent(sku)}`) },
      {
        name: label('search, first 24'),
        loggedIn,
        paths: SEARCHES.map((words) => `${base}/search?search=${encodeURIComponent(words)}&limit=${FIRST_SCREEN}`),
      },
      {
        name: label('filterlist, first 24'),
        loggedIn,
        paths: FILTERS.map((ids) => `${base}/filterlist?filterList=${encodeURIComponent(ids.join(','))}&limit=${FIRST_SCREEN}`),
      },
      // Sorted and filtered as the category page's controls ask (a build before them answers the plain lists and 404 for facets).
      {
        name: label('list in stock, sorted, first 24'),
        loggedIn,
        paths: pages.map((page) => `${base}/list?category=${page.category}&inStock=true&sort=${loggedIn ? 'price' : 'name'}&limit=${FIRST_SCREEN}&offset=${page.offset}`),
      },
      {
        name: label('search in stock, by supplier, first 24'),
        loggedIn,
        paths: SEARCHES.map((words) => `${base}/search?search=${encodeURIComponent(words)}&inStock=true&sort=supplier&limit=${FIRST_SCREEN}`),
      },
      { name: label('facets of a category'), loggedIn, paths: CATEGORIES.map((category) => `${base}/facets?category=${category}&inStock=true`) },
    ];
  };
  // As a browser asks (brotli): the copy compressed once per snapshot, under 0.5 MB at 100,000
  // products, so the round's 50 connections fit.
  const browserWholeList: ReadScenario = {
    name: 'list, whole category (browser: br)',
    loggedIn: false,
    paths: CATEGORIES.map((category) => `/api/product/list?category=${category}`),
    acceptEncoding: BROWSER_ENCODINGS,
    growsWithCatalog: true,
  };
  return [{ name: 'menu', loggedIn: false, paths: ['/api/product/menu'] }, ...side(false), browserWholeList, ...side(true)];
}

/** An order of 1–4 lines of the given SKUs, as the cart sends it (spec §7). */
export function orderBody(userId: string, skus: string[], index: number): string {
  const lines = 1 + (index % 4);
  return JSON.stringify({
    customer: userId,
    Recipient: 'Lager',
    deliveryAddress: '',
    customerReference: `Bench ${index}`,
    comment: '',
    lineItems: Array.from({ length: lines }, (_, line) => ({
      SkuId: skus[(index * 7 + line * 13) % skus.length] as string,
      Quantity: 1 + ((index + line) % 5),
    })),
  });
}
