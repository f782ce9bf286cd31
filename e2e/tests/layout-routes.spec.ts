import { expect, test, type Page } from '../support/shop-test';
import { LOCALES, ROUTES, getHref, type Locale, type RouteDefinition } from '../support/shop-routes';
import { AxeReport } from '../support/axe-check';
import { listenToConsole } from '../support/console-listener';
import { logInByApi } from '../support/demo-login';
import { layoutSummary, LAYOUT_WIDTHS, measureAtAllWidths, type LayoutFinding } from '../support/layout-check';
import { navigateInApp, settle, startWithOneProduct } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

// Every route of the route table, in nb and en, for a visitor and for the demo user, at every width
// from a small phone to a wide desktop: no sideways scrolling, no control outside the window or
// under another, the cart and the language switch within reach. One page, loaded once per route
// and resized through the widths. Each page is also checked by axe (WCAG A/AA and its best-practice
// rules, moderate or worse) as it stands at the widest width, and the console stays empty throughout.

// The four sweeps (visitor/user × nb/en) are the suite's longest file: they run side by side, one
// per worker, each worker with a shop of its own.
test.describe.configure({ mode: 'parallel' });

const shop = shopOfThisFile();
let sku: string;
test.beforeAll(async () => {
  // The product with the longest title: the detail pages' widest heading and crumb.
  const products = (await (await fetch(`${shop.url}/api/product/list`)).json()) as Array<{ skuId: string; title: { nb: string; en: string } }>;
  sku = [...products].sort((a, b) => b.title.nb.length + b.title.en.length - (a.title.nb.length + a.title.en.length))[0]!.skuId;
});

const isLogout = (route: RouteDefinition) => route.id === 'logout' || route.id === 'account-logout';

async function sweep(page: Page, who: 'visitor' | 'user', locale: Locale, counter: { cases: number }, axe: AxeReport): Promise<LayoutFinding[]> {
  const findings: LayoutFinding[] = [];
  const visit = async (route: RouteDefinition, reload: boolean) => {
    const path = getHref(route.id, locale, { id: sku });
    if (reload) await page.goto(`${shop.url}${path}`);
    else await navigateInApp(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await settle(page);
    findings.push(...(await measureAtAllWidths(page, `${who} ${path}`, counter)));
    await axe.check(page, `${who} ${path}`);
  };
  for (const route of ROUTES.filter((candidate) => !isLogout(candidate))) await visit(route, false);
  for (const route of ROUTES.filter(isLogout)) {
    if (who === 'user') await logInByApi(page, shop.url);
    await visit(route, true);
  }
  return findings;
}

// One test per visitor/user and language: each a few minutes, so a slow machine stays inside its timeout.
for (const who of ['visitor', 'user'] as const) {
  for (const locale of LOCALES) {
    test(`every route in ${locale} fits every width, as a ${who}`, async ({ page }) => {
      test.setTimeout(300_000);
      const heard = listenToConsole(page);
      const axe = new AxeReport({ bestPractice: true });
      await AxeReport.install(page);
      if (who === 'user') await logInByApi(page, shop.url);
      // The consent bar is answered (it is checked open in layout-states.spec.ts); one product in the cart.
      await startWithOneProduct(page, shop.url);
      const counter = { cases: 0 };
      const started = Date.now();
      const findings = await sweep(page, who, locale, counter, axe);
      console.log(
        `Layout (${who}, ${locale}): ${ROUTES.length} routes × ${LAYOUT_WIDTHS.length} widths = ${counter.cases} cases checked ` +
          `in ${((Date.now() - started) / 1000).toFixed(1)} s, ${findings.length} findings; axe: ${axe.states.length} pages, ${axe.findings.length} violations; ` +
          `console: ${heard.length} warnings or errors`,
      );
      expect(counter.cases).toBe(ROUTES.length * LAYOUT_WIDTHS.length);
      expect(findings, layoutSummary(findings)).toEqual([]);
      expect(axe.findings, axe.summary()).toEqual([]);
      // A logout page opened by a logged-in user ends the session under the page's own requests
      // for retailer prices, which the browser reports as failed (401): that is the logout working.
      const loggedOut = (where: string) => who === 'user' && ROUTES.filter(isLogout).some((route) => getHref(route.id, locale) === where);
      expect(heard.filter((entry) => !(loggedOut(entry.where) && entry.text.includes('status of 401')))).toEqual([]);
    });
  }
}
