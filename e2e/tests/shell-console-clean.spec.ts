import { expect, test, type Page } from '../support/shop-test';
import { listenToConsole } from '../support/console-listener';
import { logInByApi } from '../support/demo-login';
import { navigateInApp, settle, startWithOneProduct } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

// In normal use the browser's console stays empty: no warning and no error when a page of any app
// opens afresh, in nb and en, for a visitor and a logged-in user, neither while it opens nor in the
// seconds after (when the browser reports preloaded files left unused).

// The tests wait for the browser's late warnings: they run side by side, one per worker, each
// worker with a shop of its own.
test.describe.configure({ mode: 'parallel' });

const shop = shopOfThisFile();
let sku: string;
test.beforeAll(async () => {
  sku = await shop.firstSku();
});

/** Loads a page afresh and stays until the browser's checks for unused preloads have run (about 3 s after load). */
async function loadAndLinger(page: Page, path: string): Promise<void> {
  await page.goto(`${shop.url}${path}`, { waitUntil: 'load' });
  await settle(page);
  await page.waitForTimeout(4_000);
}

// Every route, moved through in the app, is listened to by the layout sweep (layout-routes.spec.ts).
for (const who of ['visitor', 'user'] as const) {
  test(`no console warning or error as a ${who} opens a page of each app afresh`, async ({ page }) => {
    test.setTimeout(120_000);
    const heard = listenToConsole(page);
    if (who === 'user') await logInByApi(page, shop.url);
    await startWithOneProduct(page, shop.url);
    // A first load of a page of each app, in each language: the shell, the catalogue, the cart and the account.
    const firstLoads = ['/', '/kontakt', `/produkter/${sku}`, '/handlekurv', '/min-side/logg-inn', '/en', '/en/cart'];
    for (const path of firstLoads) await loadAndLinger(page, path);
    console.log(`Console (${who}): ${firstLoads.length} first loads, ${heard.length} warnings or errors`);
    expect(heard).toEqual([]);
  });
}

test('a product that does not exist shows the error page without an error in the console', async ({ page }) => {
  const heard = listenToConsole(page);
  for (const path of ['/produkter/FINNES-IKKE-1', '/en/products/FINNES-IKKE-1']) {
    await page.goto(`${shop.url}${path}`);
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  }
  await navigateInApp(page, '/produkter/FINNES-IKKE-2');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  // The browser itself reports the 404s, of the page's address and of the API's product call (a
  // network line, no script's doing); nothing else may be there, nothing with a stack trace.
  const networkLine = /^Failed to load resource: the server responded with a status of 404 \(Not Found\) \S*\/(produkter|products|api\/product\/detail)\/FINNES-IKKE-\d$/;
  const fromScripts = heard.filter((entry) => !networkLine.test(entry.text));
  expect(fromScripts).toEqual([]);
});
