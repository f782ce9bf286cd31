import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { LOCALES, ROUTES, getHref, type RouteDefinition } from '@shop/shared/routes';
import { logInByApi } from '../support/demo-login';
import { navigateInApp, settle, startWithOneProduct } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

// In normal use the browser's console stays empty: no warning and no error on any route, in nb
// and en, for a visitor and a logged-in user, neither while pages open nor in the seconds after
// (when the browser reports preloaded files left unused).

const shop = shopOfThisFile();
let sku: string;
test.beforeAll(async () => {
  sku = await shop.firstSku();
});

interface Heard {
  where: string;
  type: string;
  text: string;
}

/** Records every warning, error and uncaught exception of the page, with the page it came on. */
function listen(page: Page): Heard[] {
  const heard: Heard[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      heard.push({ where: new URL(page.url()).pathname, type: message.type(), text: `${message.text()} ${message.location().url}`.trim() });
    }
  });
  page.on('pageerror', (error) => heard.push({ where: new URL(page.url()).pathname, type: 'exception', text: error.stack ?? error.message }));
  return heard;
}

/** Loads a page afresh and stays until the browser's checks for unused preloads have run (about 3 s after load). */
async function loadAndLinger(page: Page, path: string): Promise<void> {
  await page.goto(`${shop.url}${path}`, { waitUntil: 'load' });
  await settle(page);
  await page.waitForTimeout(4_000);
}

const isLogout = (route: RouteDefinition) => route.id === 'logout' || route.id === 'account-logout';

for (const who of ['visitor', 'user'] as const) {
  test(`no console warning or error on any route, as a ${who}`, async ({ page }) => {
    test.setTimeout(180_000);
    const heard = listen(page);
    if (who === 'user') await logInByApi(page, shop.url);
    await startWithOneProduct(page, shop.url);

    // A first load of a page of each app, in each language: the shell, the catalogue, the cart and the account.
    const firstLoads = ['/', '/kontakt', `/produkter/${sku}`, '/handlekurv', '/min-side/logg-inn', '/en', '/en/cart'];
    for (const path of firstLoads) await loadAndLinger(page, path);
    // Then every route, as a customer moves through the shop.
    let visited = 0;
    for (const locale of LOCALES) {
      // The logout pages would end the user's session: a visitor opens them.
      for (const route of ROUTES.filter((candidate) => who === 'visitor' || !isLogout(candidate))) {
        await navigateInApp(page, getHref(route.id, locale, { id: sku }));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await settle(page);
        visited += 1;
      }
    }
    await page.waitForTimeout(1_000);
    console.log(`Console (${who}): ${firstLoads.length} first loads and ${visited} routes, ${heard.length} warnings or errors`);
    expect(heard).toEqual([]);
  });
}

test('a product that does not exist shows the error page without an error in the console', async ({ page }) => {
  const heard = listen(page);
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
