import { expect, test, type Page } from '../support/shop-test';
import { AxeReport } from '../support/axe-check';
import { listenToConsole } from '../support/console-listener';
import { logInAsDemo, logInByApi } from '../support/demo-login';
import { confirmedOrganization } from '../support/new-organization';
import { kroner } from '../support/checkout';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

interface SentOrder {
  id: string;
  orderNumber: string;
  total: number;
  vat: number;
  totalIncludingVat: number;
  freight: number;
}

/** Two products of the public catalogue: the order's lines. */
async function twoSkus(page: Page): Promise<[string, string]> {
  const products = (await (await page.request.get(`${shop.url}/api/product/list?category=innbruddsalarm`)).json()) as Array<{ skuId: string }>;
  return [products[0]!.skuId, products[1]!.skuId];
}

/** Sends an order from the page as the checkout does (same origin, the session's cookies, JSON). */
async function sendOrder(page: Page, order: Record<string, unknown>): Promise<SentOrder> {
  const answer = await page.evaluate(async (draft) => {
    const verify = (await (await fetch('/api/auth/verify')).json()) as { userId?: { userId: string } };
    const sent = await fetch('/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ customer: verify.userId?.userId, ...draft }),
    });
    return { status: sent.status, body: (await sent.json()) as unknown };
  }, order);
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return answer.body as SentOrder;
}

/** An amount of the order's sums as the page writes it ("1 372,50,-" / "1 372.50,-"), as a number. */
async function amountOf(page: Page, id: string): Promise<number> {
  return kroner((await page.getByTestId(`order-sum-${id}`).locator('dd').textContent()) ?? '');
}

test('a retailer opens an order from the list, reads it whole, prints it and orders it again', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const axe = new AxeReport({ bestPractice: true });
  await AxeReport.install(page);
  await logInAsDemo(page, shop.url);
  const [first, second] = await twoSkus(page);
  const sent = await sendOrder(page, {
    customerReference: 'Ordreside-test',
    comment: 'Ring montøren før levering',
    deliveryMethod: 'express',
    lineItems: [
      { SkuId: first, Quantity: 2 },
      { SkuId: second, Quantity: 1 },
    ],
  });

  await page.goto(`${shop.url}/min-side/ordre`);
  await page.getByRole('table', { name: 'Ordre' }).getByRole('link', { name: sent.orderNumber }).click();
  await expect(page).toHaveURL(`${shop.url}/min-side/ordre/${sent.id}`);
  const detail = page.getByTestId('order-detail');
  await expect(page.getByRole('heading', { level: 1, name: `Ordre ${sent.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Brødsmulesti' })).toContainText(`Ordre ${sent.orderNumber}`);

  // The lines, the delivery and the sums the API priced.
  const lines = detail.getByTestId('order-line');
  await expect(lines).toHaveCount(2);
  await expect(detail.locator(`[data-testid="order-line"][data-sku="${first}"]`).getByRole('cell').nth(2)).toHaveText('2');
  await expect(detail.locator(`[data-testid="order-line"][data-sku="${second}"]`).getByRole('cell').nth(2)).toHaveText('1');
  const delivery = page.getByRole('region', { name: 'Levering' });
  await expect(delivery).toContainText('Ekspresslevering');
  await expect(delivery).toContainText('Ønsket leveringsdato');
  await expect(delivery).toContainText('Fakturaadresse');
  const facts = page.getByRole('region', { name: 'Om ordren' });
  await expect(facts).toContainText('Ordreside-test');
  await expect(facts).toContainText('Ring montøren før levering');
  await expect(facts).toContainText('Mottatt');
  expect(await amountOf(page, 'total')).toBe(sent.total);
  expect(await amountOf(page, 'vat')).toBe(sent.vat);
  expect(await amountOf(page, 'total-inc-vat')).toBe(sent.totalIncludingVat);
  expect(Math.round((await amountOf(page, 'goods')) * 100) + Math.round(sent.freight * 100)).toBe(Math.round(sent.total * 100));
  await expect(page.getByTestId('order-sum-freight')).toContainText(sent.freight === 0 ? 'Gratis' : 'Frakt');
  await axe.check(page, 'order detail, nb');
  await page.screenshot({ path: testInfo.outputPath('order-detail-desktop.png'), fullPage: true });

  // Printed, the page is the order's confirmation: no chrome, no buttons, the shop's name and the lines.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Brødsmulesti' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Min side' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Skriv ut' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Bestill på nytt/ })).toBeHidden();
  await expect(detail.getByText('Sikkerhetsgrossisten', { exact: true })).toBeVisible();
  await expect(detail.getByText('Ordrebekreftelse for Demo Sikkerhet AS')).toBeVisible();
  await expect(lines.first()).toBeVisible();
  await expect(page.getByTestId('order-sum-total-inc-vat')).toBeVisible();
  // The lines table fits the width of A4 (210 mm less the margins, at 96 px an inch: under 800 px).
  await page.setViewportSize({ width: 720, height: 1000 });
  const table = page.getByRole('table', { name: 'Varelinjer' });
  const tableWidth = await table.evaluate((element) => element.scrollWidth);
  expect(tableWidth).toBeLessThanOrEqual(720);
  await page.screenshot({ path: testInfo.outputPath('order-detail-print.png'), fullPage: true });
  await page.pdf({ path: testInfo.outputPath('order-detail.pdf'), format: 'A4' });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Order again: the cart's control puts the order's lines in the cart.
  await page.getByRole('button', { name: `Bestill på nytt: legg varene fra ordre ${sent.orderNumber} i handlekurven` }).click();
  await expect(detail.getByRole('status').filter({ hasText: 'lagt i handlekurven' })).toContainText('2 linjer lagt i handlekurven.');
  await expect(page.getByTestId('header-cart-badge')).toHaveText('3');
  await detail.getByRole('link', { name: 'Gå til handlekurven' }).click();
  await expect(page).toHaveURL(`${shop.url}/handlekurv`);
  await expect(page.locator(`[data-testid="cart-line"][data-sku="${first}"]`).getByLabel('Antall')).toHaveValue('2');
  await expect(page.locator(`[data-testid="cart-line"][data-sku="${second}"]`).getByLabel('Antall')).toHaveValue('1');
  expect(axe.findings, axe.summary()).toEqual([]);
});

test('the order page rendered on the server hydrates quietly, in English and on a phone', async ({ page }, testInfo) => {
  const axe = new AxeReport({ bestPractice: true });
  await AxeReport.install(page);
  await logInByApi(page, shop.url);
  await page.goto(`${shop.url}/`);
  const [sku] = await twoSkus(page);
  const sent = await sendOrder(page, { customerReference: 'English page', deliveryMethod: 'pickup', pickupWarehouse: 'bergen', lineItems: [{ SkuId: sku, Quantity: 1 }] });
  const heard = listenToConsole(page);

  // Opened straight from its address (a reload, a bookmark): the server renders it, the browser takes over.
  expect((await page.goto(`${shop.url}/en/account/orders/${sent.id}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${sent.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Pick-up at the warehouse in Bergen');
  await expect(page.getByTestId('order-sum-freight')).toContainText('Free');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/en/account/orders');
  await axe.check(page, 'order detail, en');

  // From the English orders list too.
  await page.getByRole('link', { name: 'All orders' }).click();
  await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: sent.orderNumber }).click();
  await expect(page).toHaveURL(`${shop.url}/en/account/orders/${sent.id}`);
  await expect(page.getByRole('table', { name: 'Order lines' }).getByRole('row')).toHaveCount(2);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('order-line')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('order-detail-390.png'), fullPage: true });
  await axe.check(page, 'order detail, en, 390 px');
  expect(axe.findings, axe.summary()).toEqual([]);
  expect(heard).toEqual([]);
});

test("another organisation's order is not found, and an address that names no order at all neither", async ({ page, browser }) => {
  // Another organisation sends an order.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const person = { name: 'Kari Annen', email: `annen.${Date.now().toString(36)}@example.com`, password: 'et-langt-passord-1' };
  await confirmedOrganization(shop, person);
  await logInByApi(otherPage, shop.url, person);
  await otherPage.goto(`${shop.url}/`);
  const [sku] = await twoSkus(otherPage);
  const theirs = await sendOrder(otherPage, { customerReference: 'Ikke deres', lineItems: [{ SkuId: sku, Quantity: 1 }] });
  await other.close();

  const axe = new AxeReport({ bestPractice: true });
  await AxeReport.install(page);
  await logInByApi(page, shop.url);
  // The page is the account's own "not found", and its answer says so (404) to whatever reads the status.
  const answer = await page.goto(`${shop.url}/min-side/ordre/${theirs.id}`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Fant ikke ordren' })).toBeVisible();
  await expect(page.getByText('Vi finner ingen ordre med denne adressen blant ordrene til Demo Sikkerhet AS.')).toBeVisible();
  await expect(page.getByText(theirs.orderNumber)).toHaveCount(0);
  await expect(page.getByText('Ikke deres')).toHaveCount(0);
  await axe.check(page, 'order not found, nb');

  expect((await page.goto(`${shop.url}/en/account/orders/no-such-order`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page).toHaveURL(`${shop.url}/en/account/orders`);
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  expect(axe.findings, axe.summary()).toEqual([]);
});
