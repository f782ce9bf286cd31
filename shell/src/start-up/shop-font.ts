import { whenIdle } from '@shop/shared';

/** The family fonts.css declares Inter under; named first in --shop-font once the page uses it. */
export const SHOP_FONT_FAMILY = 'Inter Variable';

/** The class on <html> that names Inter first in the shop's font (fonts.css). */
export const SHOP_FONT_CLASS = 'shop-font';

/**
 * What the browser remembers once Inter has been fetched: the next page names it from its first
 * layout (the page's head sets the class, tooling/webpack/page-starter.cjs). Written in both places.
 */
export const SHOP_FONT_KEY = 'shop-font';

/** What using the font needs of the browser, replaceable in tests. */
export interface FontPage {
  /** The page's <html> element: its class names Inter in the shop's font. */
  root: { classList: { contains(name: string): boolean; add(name: string): void } };
  /** The document's font set; undefined in a browser without the Font Loading API. */
  fonts: { load(font: string): Promise<unknown> } | undefined;
  /** Where the page remembers the font; undefined where storage is refused. */
  storage: Pick<Storage, 'setItem'> | undefined;
  whenIdle(work: () => void): unknown;
}

/** Inter fetched on this page, to be named when the customer goes to the next (applyFetchedShopFont). */
let fetchedOnThisPage = false;

/**
 * Inter on the page without laying the page out again in it. Laying out every text of a page in a
 * new face is the longest task of a page on a phone (70-230 ms at 4x CPU, every time the face
 * changes: when it was declared, when it arrived, when it was named). So Inter (font-display:
 * optional) is named from a page's first layout when the browser fetched it before and keeps it
 * (the page's head sets the class: tooling/webpack/page-starter.cjs). A page that starts without it keeps the
 * fallback face, cut to Inter's metrics, for as long as it is shown: once the browser is idle after
 * the page's own code is in (`after`), Inter is fetched and remembered, and the next page, loaded or
 * navigated to (applyFetchedShopFont), is laid out in it.
 */
export function fetchShopFontWhenIdle(after: Promise<unknown>, page: FontPage = browserFontPage()): Promise<void> {
  const { root, fonts } = page;
  if (root.classList.contains(SHOP_FONT_CLASS) || !fonts) return Promise.resolve();
  return after
    .then(() => new Promise<void>((resolve) => void page.whenIdle(resolve)))
    // The latin face: Norwegian's æøå included; latin-ext follows when a text needs it. Loaded, not
    // named: no text of this page changes.
    .then(() => fonts.load(`1em "${SHOP_FONT_FAMILY}"`))
    .then(
      () => {
        fetchedOnThisPage = true;
        try {
          page.storage?.setItem(SHOP_FONT_KEY, '1');
        } catch {
          // Storage refused or full: the next page loaded starts in the fallback face again.
        }
      },
      () => undefined, // Not fetched (offline): the fallback face stays.
    );
}

/**
 * Names Inter once it has been fetched: called as the shell shows the next page, which is laid out
 * anyway (the header and footer in the new face with it).
 */
export function applyFetchedShopFont(page: Pick<FontPage, 'root'> = browserFontPage()): void {
  if (fetchedOnThisPage) page.root.classList.add(SHOP_FONT_CLASS);
}

function browserFontPage(): FontPage {
  let storage: FontPage['storage'];
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  return { root: document.documentElement, fonts: typeof document.fonts?.load === 'function' ? document.fonts : undefined, storage, whenIdle };
}
