import { expect, test, type Page } from '../support/shop-test';
import { logInAsDemo, logInByApi } from '../support/demo-login';
import { kroner } from '../support/checkout';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

/** Adds the first two products of a category page: the first twice, the second once. */
async function fillCart(page: Page): Promise<[string, string]> {
  await page.goto(`${shop.url}/brannprodukter`);
  const cards = page.getByTestId('product-card');
  await expect(cards.nth(1)).toBeVisible();
  const add = (index: number) => cards.nth(index).getByRole('button', { name: 'Legg i handlekurv' }).click();
  // The control on the cards is the cart's own, and it says that the product went in.
  await expect(cards.nth(0).locator('[data-boundary="cart"]').getByRole('button', { name: 'Legg i handlekurv' })).toBeVisible();
  await add(0);
  await expect(cards.nth(0).getByRole('status')).toHaveText('✓ Lagt i handlekurven');
  await add(0);
  await add(1);
  await expect(page.getByTestId('header-cart-badge')).toHaveText('3');
  await page.getByTestId('header-cart').click();
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  return [(await lines.nth(0).getAttribute('data-sku')) as string, (await lines.nth(1).getAttribute('data-sku')) as string];
}

test('a visitor’s cart shows the login link instead of prices, in both languages', async ({ page }) => {
  await page.goto(`${shop.url}/brannprodukter`);
  await page.getByTestId('product-card').first().getByRole('button', { name: 'Legg i handlekurv' }).click();
  await page.getByTestId('header-cart').click();
  const line = page.getByTestId('cart-line');
  await expect(line.getByRole('link', { name: 'Logg inn for forhandlerpriser' })).toBeVisible();
  await expect(page.getByTestId('unit-price')).toHaveCount(0);
  await expect(page.getByTestId('sum-total')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Til kassen' })).toHaveCount(0);
  await page.goto(`${shop.url}/en/cart`);
  await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-line').getByLabel('Quantity')).toHaveValue('1');
  await expect(page.getByTestId('cart-line').getByRole('link', { name: 'Login for retailer prices' })).toBeVisible();
});

/** Three SKUs of another category, read from the shop's own public product list. */
async function otherSkus(page: Page): Promise<string[]> {
  const answer = await page.request.get(`${shop.url}/api/product/list?category=innbruddsalarm`);
  const products = (await answer.json()) as Array<{ skuId: string }>;
  return products.slice(0, 3).map((product) => product.skuId);
}

test('a retailer adds from a product page and by quick order', async ({ page }) => {
  await logInAsDemo(page, shop.url);
  await page.goto(`${shop.url}/kameraovervakning`);
  await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
  const detail = page.getByTestId('product-detail');
  await detail.getByLabel('Antall').fill('5');
  await detail.getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(detail.getByRole('status')).toHaveText('✓ 5 stk. lagt i handlekurven');
  await expect(page.getByTestId('header-cart-badge')).toHaveText('5');

  const skus = await otherSkus(page);
  await page.getByTestId('header-cart').click();
  await page.getByLabel(/Én linje per vare/).fill(`${skus[0]}\t2\n${skus[1]} 3\n${skus[2]};1\nFINNES-IKKE 1`);
  await page.getByRole('button', { name: 'Legg alle i handlekurven' }).click();
  await expect(page.getByRole('status')).toContainText('3 linjer lagt i handlekurven.');
  await expect(page.getByRole('alert')).toContainText('Linje 4: finner ingen vare med varenummer FINNES-IKKE.');
  await expect(page.getByTestId('cart-line')).toHaveCount(4);
  await expect(page.getByTestId('header-cart-badge')).toHaveText('11');
  for (const [sku, quantity] of [[skus[0], '2'], [skus[1], '3'], [skus[2], '1']] as const) {
    await expect(page.locator(`[data-testid="cart-line"][data-sku="${sku}"] input`)).toHaveValue(quantity);
  }
  // Priced from the logged-in catalogue.
  await expect(page.getByTestId('unit-price')).toHaveCount(4);
});

test('a retailer fills the cart, changes quantities, checks out to a chosen address and finds the order', async ({ page }) => {
  await logInAsDemo(page, shop.url);
  const [first, second] = await fillCart(page);
  const line = (sku: string) => page.locator(`[data-testid="cart-line"][data-sku="${sku}"]`);

  await line(first).getByRole('button', { name: /^Én til av/ }).click();
  await expect(line(first).getByLabel('Antall')).toHaveValue('3');
  await line(second).getByLabel('Antall').fill('4');
  await expect(page.getByTestId('header-cart-badge')).toHaveText('7');

  // The sums follow the lines: VAT is a quarter of the total, to the øre.
  const total = kroner(await page.getByTestId('sum-total').textContent());
  const vat = kroner(await page.getByTestId('sum-vat').textContent());
  const lineTotals = await page.getByTestId('line-total').allTextContents();
  const lineOre = lineTotals.map((text) => Math.round(kroner(text.replace(/^\D+/, '')) * 100));
  expect(lineOre.reduce((a, b) => a + b, 0)).toBe(Math.round(total * 100));
  expect(total).toBeGreaterThan(0);
  expect(Math.round(vat * 100)).toBe(Math.round(total * 25));

  await page.getByRole('link', { name: 'Til kassen' }).click();
  await expect(page).toHaveURL(`${shop.url}/handlekurv/kasse`);
  await page.getByLabel('Leveringsadresse').selectOption({ label: 'Fjordgata 12, 7010 Trondheim' });
  await page.getByLabel('Mottaker').fill('Ola Montør');
  await page.getByLabel('Deres referanse').fill('E2E-prosjekt');
  await page.getByRole('button', { name: 'Send bestilling' }).click();

  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation).toContainText('Takk for bestillingen!');
  const orderNumber = /SO-\d+/.exec((await confirmation.textContent()) ?? '')?.[0];
  expect(orderNumber).toBeTruthy();
  await expect(page.getByTestId('header-cart-badge')).toHaveCount(0);

  await confirmation.getByRole('link', { name: 'Se ordrene dine' }).click();
  await expect(page).toHaveURL(`${shop.url}/min-side/ordre`);
  const row = page.getByRole('row').filter({ hasText: orderNumber as string });
  await expect(row).toBeVisible();
  await expect(row).toContainText('E2E-prosjekt');

  // Reorder (the cart's control in the account's list): the same lines go back in the cart at
  // today's prices; the control says so and leads to the cart.
  const reorderRow = page.getByRole('row', { name: `Bestill på nytt: legg varene fra ordre ${orderNumber} i handlekurven` });
  await reorderRow.getByRole('button', { name: `Legg varene fra ordre ${orderNumber} i handlekurven` }).click();
  await expect(reorderRow.getByRole('status')).toContainText('2 linjer lagt i handlekurven.');
  await expect(page.getByTestId('header-cart-badge')).toHaveText('7');
  await reorderRow.getByRole('link', { name: 'Gå til handlekurven' }).click();
  await expect(page).toHaveURL(`${shop.url}/handlekurv`);
  await expect(line(first).getByLabel('Antall')).toHaveValue('3');
  await expect(line(second).getByLabel('Antall')).toHaveValue('4');
  await expect(page.getByTestId('header-cart-badge')).toHaveText('7');
});

test('the cart survives a reload and follows the user into another tab', async ({ page, context }) => {
  await logInAsDemo(page, shop.url);
  await fillCart(page);
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const other = await context.newPage();
  await other.goto(`${shop.url}/handlekurv`);
  await expect(other.getByTestId('header-cart-badge')).toHaveText('3');
  // Wait until the new tab has its session and priced lines, so both tabs are settled before the change.
  await expect(other.getByTestId('unit-price')).toHaveCount(2);
  await page.getByTestId('cart-line').first().getByRole('button', { name: 'Fjern' }).click();
  await expect(other.getByTestId('cart-line')).toHaveCount(1);
  await expect(other.getByTestId('header-cart-badge')).toHaveText('1');
});

test('a send that cannot reach the API says so and keeps the cart', async ({ page }) => {
  await logInAsDemo(page, shop.url);
  await fillCart(page);
  await page.getByRole('link', { name: 'Til kassen' }).click();
  // The order service is unreachable for this one call; everything else stays up.
  await page.route('**/api/orders', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  );
  await page.getByRole('button', { name: 'Send bestilling' }).click();
  await expect(page.getByRole('alert')).toContainText('Bestillingen kunne ikke sendes. Handlekurven er beholdt');
  await expect(page.getByTestId('header-cart-badge')).toHaveText('3');
  await page.unroute('**/api/orders');
  await page.getByRole('link', { name: 'Tilbake til handlekurven' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
});

test('the cart page prices twenty lines with one request, and the lines carry the retailer’s prices', async ({ page }) => {
  await logInByApi(page, shop.url);
  // Twenty SKUs of the catalogue, put in the cart as the browser keeps it.
  const products = (await (await page.request.get(`${shop.url}/api/product/list?category=brannprodukter&limit=20`)).json()) as Array<{ skuId: string }>;
  const priced = (await (await page.request.get(`${shop.url}/api/productUser/list?category=brannprodukter&limit=20`)).json()) as Array<{ skuId: string; price: number }>;
  expect(products).toHaveLength(20);
  await page.goto(`${shop.url}/om-oss`);
  await page.evaluate((skus) => {
    localStorage.setItem('shop-cart', JSON.stringify({ state: { cartLines: skus.map((sku) => ({ sku, quantity: 1 })) }, version: 3 }));
  }, products.map((product) => product.skuId));

  const productCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/product(User)?\/(batch|detail)/.test(pathname)) productCalls.push(pathname);
  });
  await page.goto(`${shop.url}/handlekurv`);
  await expect(page.getByTestId('cart-line')).toHaveCount(20);
  await expect(page.getByTestId('line-total')).toHaveCount(20);
  const total = priced.reduce((sum, product) => sum + Math.round(product.price * 100), 0) / 100;
  expect(kroner(await page.getByTestId('sum-total').textContent())).toBeCloseTo(total, 2);
  expect(productCalls).toEqual(['/api/productUser/batch']);
  console.log(`cart page with 20 lines: ${productCalls.length} product request(s)`);
});
