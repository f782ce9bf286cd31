import { runInNewContext } from 'node:vm';
import { SHOP_FONT_CLASS, SHOP_FONT_FAMILY, SHOP_FONT_KEY, type FontPage } from './shop-font';

type ShopFont = typeof import('./shop-font');

/** The module as a new page has it: whether Inter was fetched on this page is its own state. */
function newPage(): ShopFont {
  let module: ShopFont | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy per page
    module = require('./shop-font') as ShopFont;
  });
  return module!;
}

// The head script the shell's build puts in every page (plain ES5, run before the first layout).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's CommonJS helper, read as the page runs it
const { shopFontScript } = require('@shop/tooling/page-starter') as { shopFontScript: () => string };

function page(options: { classes?: string[]; fonts?: FontPage['fonts'] | 'missing'; storage?: Map<string, string> | 'refused' } = {}) {
  const classes = new Set(options.classes ?? []);
  const idle: Array<() => void> = [];
  const loaded: string[] = [];
  const stored = options.storage === 'refused' ? undefined : (options.storage ?? new Map<string, string>());
  const fonts = options.fonts === 'missing' ? undefined : (options.fonts ?? { load: async (font: string) => void loaded.push(font) });
  const fontPage: FontPage = {
    root: { classList: { contains: (name) => classes.has(name), add: (name) => void classes.add(name) } },
    fonts,
    storage:
      options.storage === 'refused'
        ? {
            setItem: () => {
              throw new Error('refused');
            },
          }
        : { setItem: (key, value) => void stored?.set(key, value) },
    whenIdle: (work) => idle.push(work),
  };
  return { fontPage, classes, idle, loaded, stored };
}

/** The head script run as a page runs it, with the page's storage and document. */
const runHeadScript = (localStorage: unknown, document: unknown, navigator: unknown = { serviceWorker: { controller: {} } }) =>
  runInNewContext(shopFontScript(), { localStorage, document, navigator });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the shop font', () => {
  it("is fetched once the page's code is in and the browser is idle, remembered, and named on the next page", async () => {
    const { fetchShopFontWhenIdle, applyFetchedShopFont } = newPage();
    const { fontPage, classes, idle, loaded, stored } = page();
    let pageCodeIn: () => void = () => undefined;
    const fetched = fetchShopFontWhenIdle(new Promise<void>((resolve) => (pageCodeIn = resolve)), fontPage);
    await settle();
    expect(idle).toHaveLength(0);
    pageCodeIn();
    await settle();
    expect(loaded).toEqual([]);
    idle.forEach((work) => work());
    await fetched;
    expect(loaded).toEqual([`1em "${SHOP_FONT_FAMILY}"`]);
    expect(stored?.get(SHOP_FONT_KEY)).toBe('1');
    // This page's texts keep their face: laid out again, all of them, it was a long task.
    expect(classes.has(SHOP_FONT_CLASS)).toBe(false);
    applyFetchedShopFont(fontPage);
    expect(classes.has(SHOP_FONT_CLASS)).toBe(true);
  });

  it('is named by the next page loaded before its first layout, as the build writes the page', async () => {
    const { fetchShopFontWhenIdle } = newPage();
    const { fontPage, idle, stored } = page();
    const fetched = fetchShopFontWhenIdle(Promise.resolve(), fontPage);
    await settle();
    idle.forEach((work) => work());
    await fetched;
    const nextPage = new Set<string>();
    runHeadScript(
      { getItem: (key: string) => stored?.get(key) ?? null },
      { documentElement: { classList: { add: (name: string) => nextPage.add(name) } } },
    );
    expect([...nextPage]).toEqual([SHOP_FONT_CLASS]);
    // In a browser without service workers the flag alone says the font was fetched.
    const withoutWorkers = new Set<string>();
    runHeadScript({ getItem: () => '1' }, { documentElement: { classList: { add: (name: string) => withoutWorkers.add(name) } } }, {});
    expect([...withoutWorkers]).toEqual([SHOP_FONT_CLASS]);
    // A page with it named from the start asks for nothing more.
    const named = page({ classes: [SHOP_FONT_CLASS] });
    await newPage().fetchShopFontWhenIdle(Promise.resolve(), named.fontPage);
    expect(named.idle).toHaveLength(0);
  });

  it('is not named by the head script on a first page, where storage is refused, or where the service worker and its files are gone', () => {
    const firstPage = new Set<string>();
    const document = { documentElement: { classList: { add: (name: string) => firstPage.add(name) } } };
    runHeadScript({ getItem: () => null }, document);
    runHeadScript({ getItem: () => '1' }, document, { serviceWorker: { controller: null } });
    runHeadScript(
      {
        getItem: () => {
          throw new Error('refused');
        },
      },
      document,
    );
    expect(firstPage.size).toBe(0);
  });

  it('is not named on the next page when it could not be fetched, and is when only storage is refused', async () => {
    const offlineModule = newPage();
    const offline = page({ fonts: { load: () => Promise.reject(new Error('offline')) } });
    const notFetched = offlineModule.fetchShopFontWhenIdle(Promise.resolve(), offline.fontPage);
    await settle();
    offline.idle.forEach((work) => work());
    await notFetched;
    offlineModule.applyFetchedShopFont(offline.fontPage);
    expect(offline.classes.size).toBe(0);
    expect(offline.stored?.size).toBe(0);

    const refusedModule = newPage();
    const refused = page({ storage: 'refused' });
    const fetched = refusedModule.fetchShopFontWhenIdle(Promise.resolve(), refused.fontPage);
    await settle();
    refused.idle.forEach((work) => work());
    await fetched;
    refusedModule.applyFetchedShopFont(refused.fontPage);
    expect(refused.classes.has(SHOP_FONT_CLASS)).toBe(true);
  });

  it('leaves a browser without the Font Loading API with the fallback face', async () => {
    const { fetchShopFontWhenIdle, applyFetchedShopFont } = newPage();
    const { fontPage, idle, classes } = page({ fonts: 'missing' });
    await fetchShopFontWhenIdle(Promise.resolve(), fontPage);
    applyFetchedShopFont(fontPage);
    expect(idle).toHaveLength(0);
    expect(classes.size).toBe(0);
  });
});
