import { expect, test, type Page } from '@playwright/test';
import { LOCALES, ROUTES, getHref, type Locale, type RouteDefinition } from '@shop/shared/routes';
import { AxeReport } from '../support/axe-check';
import { logInByApi } from '../support/demo-login';
import { layoutSummary, LAYOUT_WIDTHS, measureAtAllWidths, type LayoutFinding } from '../support/layout-check';
import { navigateInApp, settle, startWithOneProduct } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

// Every route of the route table, in nb and en, for a visitor and for the demo user, at every width
// from a small phone to a wide desktop: no sideways scrolling, no control outside the window or
// under another, the cart and the language switch within reach. One page, loaded once per route
// and resized through the widths. Each page is also checked by axe (WCAG A/AA and its best-practice
// rules, moderate or worse) as it stands at the widest width.

const shop = shopOfThisFile();
let sku: string;
test.beforeAll(async () => {
  // The product with the longest title: the detail pages' widest heading and crumb.
  const products = (await (await fetch(`${shop.url}/api/product/list`)).json()) as Array<{ skuId: string; title: { nb: string; en: string } }>;
  sku = [...products].sort((a, b) => b.title.nb.length + b.title.en.length - (a.title.nb.length + a.title.en.length))[0]!.skuId;
});

const isLogout = (route: RouteDefinition) => route.id === 'logout' || route.id === 'account-logout';

async function sweep(page: Page, who: 'visitor' | 'user', counter: { cases: number }, axe: AxeReport): Promise<LayoutFinding[]> {
  const findings: LayoutFinding[] = [];
  const visit = async (route: RouteDefinition, locale: Locale, reload: boolean) => {
    const path = getHref(route.id, locale, { id: sku });
    if (reload) await page.goto(`${shop.url}${path}`);
    else await navigateInApp(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await settle(page);
    findings.push(...(await measureAtAllWidths(page, `${who} ${path}`, counter)));
    await axe.check(page, `${who} ${path}`);
  };
  for (const locale of LOCALES) {
    for (const route of ROUTES.filter((candidate) => !isLogout(candidate))) await visit(route, locale, false);
  }
  for (const locale of LOCALES) {
    for (const route of ROUTES.filter(isLogout)) {
      if (who === 'user') await logInByApi(page, shop.url);
      await visit(route, locale, true);
    }
  }
  return findings;
}

for (const who of ['visitor', 'user'] as const) {
  test(`every route in nb and en fits every width, as a ${who}`, async ({ page }) => {
    test.setTimeout(300_000);
    const axe = new AxeReport({ bestPractice: true });
    await AxeReport.install(page);
    if (who === 'user') await logInByApi(page, shop.url);
    // The consent bar is answered (it is checked open in layout-states.spec.ts); one product in the cart.
    await startWithOneProduct(page, shop.url);
    const counter = { cases: 0 };
    const started = Date.now();
    const findings = await sweep(page, who, counter, axe);
    console.log(
      `Layout (${who}): ${ROUTES.length} routes × ${LOCALES.length} locales × ${LAYOUT_WIDTHS.length} widths = ${counter.cases} cases checked ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s, ${findings.length} findings; axe: ${axe.states.length} pages, ${axe.findings.length} violations`,
    );
    expect(counter.cases).toBe(ROUTES.length * LOCALES.length * LAYOUT_WIDTHS.length);
    expect(findings, layoutSummary(findings)).toEqual([]);
    expect(axe.findings, axe.summary()).toEqual([]);
  });
}
