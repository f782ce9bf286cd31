import { expect, test, type Page } from '../support/shop-test';
import { LOCALES, getHref, type Locale } from '../support/shop-routes';
import { AxeReport } from '../support/axe-check';
import { logInByApi } from '../support/demo-login';
import { confirmedOrganization } from '../support/new-organization';
import { layoutSummary, LAYOUT_WIDTHS, measureAtAllWidths, type LayoutFinding } from '../support/layout-check';
import { navigateInApp, settle } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

// The states of the pages where the layout is most at risk, at every width of the layout suite:
// a cart of long product names and the dearest products × 9999, the checkout with a long delivery
// address, a long order list, the slide-in menu and the filter panel open, the consent bar, and
// the error pages. The same checks as layout-routes.spec.ts, axe's included.

const shop = shopOfThisFile();

interface ListedProduct {
  skuId: string;
  title: { nb: string; en: string };
  price?: number;
}

const LONG_ADDRESS = {
  recipient: 'Sikkerhetsgrossisten Distribusjonssenter Øst, avdeling for varemottak og returbehandling',
  street: 'Industriveien 123 B, bygg 4, port 7 (innkjøring fra Gamle Drammensvei, ring varemottaket)',
  zipCode: '2000',
  area: 'Lillestrøm',
};

/** Measures the page in both languages at every width; `prepare` brings the page to its state. */
async function measureInBothLanguages(
  page: Page,
  state: string,
  counter: { cases: number },
  axe: AxeReport,
  path: (locale: Locale) => string,
  prepare: (locale: Locale) => Promise<void> = async () => undefined,
): Promise<LayoutFinding[]> {
  const findings: LayoutFinding[] = [];
  for (const locale of LOCALES) {
    await navigateInApp(page, path(locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await settle(page);
    await prepare(locale);
    findings.push(...(await measureAtAllWidths(page, `${state} ${path(locale)}`, counter)));
    await axe.check(page, `${state} ${path(locale)}`);
  }
  return findings;
}

async function declineAnalytics(page: Page): Promise<void> {
  await page.getByTestId('consent-bar').getByRole('button', { name: 'Avslå analyse' }).click();
  await expect(page.getByTestId('consent-bar')).toBeHidden();
}

test('the cart, the checkout and the order list at their longest fit every width', async ({ page }) => {
  test.setTimeout(240_000);
  const counter = { cases: 0 };
  const findings: LayoutFinding[] = [];
  const axe = new AxeReport({ bestPractice: true });
  await AxeReport.install(page);
  // A retailer of its own: the demo organisation's addresses stay as every visitor sees them.
  const retailer = { name: 'Layout Lange Navn', email: `layout.${Date.now().toString(36)}@example.com`, password: 'et-langt-passord-1' };
  await confirmedOrganization(shop, retailer);
  await logInByApi(page, shop.url, retailer);
  await page.goto(`${shop.url}/`);
  await settle(page);
  await declineAnalytics(page);

  // The three longest names and the three dearest products, each 9,999 times (the most a line takes).
  const priced = (await (await page.request.get(`${shop.url}/api/productUser/list`)).json()) as ListedProduct[];
  const longest = [...priced].sort((a, b) => b.title.nb.length + b.title.en.length - (a.title.nb.length + a.title.en.length)).slice(0, 3);
  const dearest = [...priced].sort((a, b) => b.price! - a.price!).slice(0, 3);
  const chosen = [...new Map([...longest, ...dearest].map((product) => [product.skuId, product])).values()];
  for (const product of chosen) {
    await navigateInApp(page, getHref('product-detail', 'nb', { id: product.skuId }));
    await settle(page);
    await page.getByTestId('product-detail').getByRole('button', { name: 'Legg i handlekurv' }).click();
  }
  await navigateInApp(page, getHref('cart', 'nb'));
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(chosen.length);
  for (const field of await lines.getByRole('spinbutton').all()) await field.fill('9999');
  await expect(page.getByTestId('line-total').first()).toHaveText(/\d{3}\u00a0\d{3},/);
  findings.push(...(await measureInBothLanguages(page, 'full cart', counter, axe, (locale) => getHref('cart', locale))));

  // A delivery address as long as a real one gets, chosen in the checkout.
  const saved = await page.evaluate(async (address) => {
    const verify = (await (await fetch('/api/auth/verify')).json()) as { userId?: { userId: string } };
    const user = (await (await fetch(`/api/auth/user/${verify.userId?.userId}`)).json()) as { organization: { id: string } };
    const answer = await fetch(`/api/organization/${user.organization.id}/deliveryAddress`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(address),
    });
    return answer.status;
  }, LONG_ADDRESS);
  expect(saved).toBe(201);
  findings.push(
    ...(await measureInBothLanguages(
      page,
      'checkout with a long address',
      counter,
      axe,
      (locale) => getHref('checkout', locale),
      async () => {
        const select = page.locator('select').first();
        await expect(select.locator('option', { hasText: LONG_ADDRESS.street })).toBeAttached();
        await select.selectOption({ label: `${LONG_ADDRESS.recipient}, ${LONG_ADDRESS.street}, ${LONG_ADDRESS.zipCode} ${LONG_ADDRESS.area}` });
      },
    )),
  );

  // 25 orders with long references and totals just under the most one order may come to (NOK 5
  // million excl. VAT): a full first page of the list and a pager.
  const dearestPrice = dearest[0]!.price!;
  const quantity = Math.max(1, Math.min(9999, Math.floor(4_900_000 / dearestPrice)));
  const statuses = await page.evaluate(async ({ sku, quantity: each }) => {
    const verify = (await (await fetch('/api/auth/verify')).json()) as { userId?: { userId: string } };
    const answered: number[] = [];
    for (let n = 1; n <= 25; n += 1) {
      const body = {
        customer: verify.userId?.userId,
        customerReference: `Prosjekt Nydalen Næringspark, byggetrinn ${n}, innbruddsalarm og adgangskontroll`,
        lineItems: [{ SkuId: sku, Quantity: each }],
      };
      const answer = await fetch('/api/orders', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      answered.push(answer.status);
    }
    return answered;
  }, { sku: dearest[0]!.skuId, quantity });
  expect(statuses.every((status) => status === 202), statuses.join(', ')).toBe(true);
  findings.push(...(await measureInBothLanguages(page, 'long order list', counter, axe, (locale) => getHref('account-orders', locale))));

  console.log(`Layout (cart, checkout, orders): ${counter.cases} cases checked, ${findings.length} findings; axe: ${axe.states.length} pages, ${axe.findings.length} violations`);
  expect(counter.cases).toBe(3 * LOCALES.length * LAYOUT_WIDTHS.length);
  expect(findings, layoutSummary(findings)).toEqual([]);
  expect(axe.findings, axe.summary()).toEqual([]);
});

test('the consent bar, the slide-in menu, the filter panel and the error pages fit every width', async ({ page }) => {
  test.setTimeout(240_000);
  const counter = { cases: 0 };
  const findings: LayoutFinding[] = [];
  const axe = new AxeReport({ bestPractice: true });
  await AxeReport.install(page);
  const sku = await shop.firstSku();
  await page.goto(`${shop.url}/`);
  await settle(page);

  // Nobody has answered yet: the consent bar lies over the page's foot.
  findings.push(...(await measureInBothLanguages(page, 'consent bar', counter, axe, (locale) => getHref('front', locale))));
  await declineAnalytics(page);

  for (const locale of LOCALES) {
    const names = locale === 'nb' ? { menu: 'Meny', filter: 'Filter' } : { menu: 'Menu', filter: 'Filter' };
    await navigateInApp(page, getHref('category:innbruddsalarm', locale));
    await settle(page);
    // The slide-in menu, at the widths that offer it.
    const menuButton = page.getByTestId('mobile-bottom-bar').getByRole('button', { name: names.menu });
    const menuWidths: number[] = [];
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      if (await menuButton.isVisible()) menuWidths.push(width);
    }
    await page.setViewportSize({ width: menuWidths[0]!, height: 800 });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: names.menu });
    await expect(menu).toBeVisible();
    await expect(menu.locator('a[hreflang]')).toBeVisible();
    findings.push(...(await measureAtAllWidths(page, `slide-in menu ${locale}`, counter, menuWidths)));
    await page.setViewportSize({ width: 390, height: 800 });
    await axe.check(page, `slide-in menu ${locale}`);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // The filter panel with its first branch unfolded, opened where each width has its button.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.getByTestId('mobile-bottom-bar').getByRole('button', { name: names.filter }).click();
    const panel = page.getByRole('dialog', { name: names.filter });
    await expect(panel).toBeVisible();
    await panel.getByRole('checkbox').first().check();
    findings.push(...(await measureAtAllWidths(page, `filter panel ${locale}`, counter)));
    await axe.check(page, `filter panel ${locale}`);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }

  // The error pages: an unknown address, a product that does not exist, a product refused (403) and failed (500).
  for (const [state, nb, en] of [
    ['unknown address', '/finnes-ikke', '/en/does-not-exist'],
    ['missing product', '/produkter/FINNES-IKKE-1', '/en/products/FINNES-IKKE-1'],
  ] as const) {
    findings.push(...(await measureInBothLanguages(page, state, counter, axe, (locale) => (locale === 'nb' ? nb : en))));
  }
  for (const status of [403, 500]) {
    await page.route('**/api/product/detail/**', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: 'Error', message: 'Refused' }) }),
    );
    // The error page says the one product could not be loaded, not "the products".
    const saysProduct = async (locale: Locale) =>
      expect(page.getByTestId('error-page')).toContainText(
        locale === 'nb' ? 'Vi fikk ikke hentet produktet. Prøv igjen om litt.' : 'We could not load the product. Please try again shortly.',
      );
    findings.push(
      ...(await measureInBothLanguages(page, `product answered ${status}`, counter, axe, (locale) => getHref('product-detail', locale, { id: sku }), saysProduct)),
    );
    await page.unroute('**/api/product/detail/**');
  }

  console.log(`Layout (consent bar, menus, panels, error pages): ${counter.cases} cases checked, ${findings.length} findings; axe: ${axe.states.length} pages, ${axe.findings.length} violations`);
  expect(findings, layoutSummary(findings)).toEqual([]);
  expect(axe.findings, axe.summary()).toEqual([]);
});
