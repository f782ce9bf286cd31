import { expect, test } from '../support/shop-test';
import { logInByApi } from '../support/demo-login';
import { documentIsMarked, markDocument, reachFooter, settle } from '../support/shop-browser';
import { ShopStack } from '../support/shop-stack';

// The API process stops while customers are in the shop: pages that need data say so plainly, the
// cart stays, and once the API is back everything works again in the same page, without a reload.

let shop: ShopStack;
let apiDown = false;
test.beforeAll(async () => {
  shop = await ShopStack.start();
});
test.afterEach(async () => {
  if (apiDown) await shop.restartApi();
  apiDown = false;
});
test.afterAll(async () => {
  await shop?.stop();
});

async function stopApi(): Promise<void> {
  await shop.stopApi();
  apiDown = true;
}

async function restartApi(): Promise<void> {
  await shop.restartApi();
  apiDown = false;
}

test('a visitor browsing while the API is down gets a clear message, keeps the cart, and carries on when it is back', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${shop.url}/brannprodukter`);
  await page.getByTestId('consent-bar').getByRole('button', { name: 'Avslå analyse' }).click();
  await page.getByTestId('product-card').first().getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('1');
  await markDocument(page);
  // Once the page is idle the shell fetches the other language's texts, so the language switch
  // below works with the server down.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('texts-en'))))
    .toBe(true);

  await stopApi();
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Kameraovervåkning' }).click();
  const problem = page.getByRole('main').getByRole('alert');
  await expect(problem).toHaveText(/Vi fikk ikke hentet produktene\. Prøv igjen om litt\./);
  // Trying again while it is still down says the same, and nothing else breaks.
  await problem.getByRole('button', { name: 'Prøv igjen' }).click();
  await expect(problem).toContainText('Vi fikk ikke hentet produktene.');
  await header.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('We could not load the products. Please try again shortly.');

  // The cart is kept: the badge, and the cart page with its line.
  await expect(page.getByTestId('header-cart-badge')).toHaveText('1');
  await page.getByTestId('header-cart').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  // A page whose code was never fetched cannot come from a server that is down: it says so in the
  // page, instead of the browser's "site can't be reached" in place of the shop.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('main')).toContainText('This part of the shop is temporarily unavailable.');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(`${shop.url}/en/camera-surveillance`);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('We could not load the products.');

  await restartApi();
  await page.getByRole('main').getByRole('alert').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // Other lists, the page that failed before, and the search load as usual.
  await page.getByRole('banner').getByRole('link', { name: 'Access control' }).click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await (await reachFooter(page)).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('røykvarsler');
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page.getByTestId('search-summary')).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('1');
  expect(await documentIsMarked(page), 'the page was never loaded again').toBe(true);
});

test('an order sent while the API is down is refused plainly with the cart kept, and goes through once it is back', async ({ page }) => {
  test.setTimeout(90_000);
  await logInByApi(page, shop.url);
  await page.goto(`${shop.url}/brannprodukter`);
  await page.getByTestId('consent-bar').getByRole('button', { name: 'Avslå analyse' }).click();
  const cards = page.getByTestId('product-card');
  await cards.first().getByRole('button', { name: 'Legg i handlekurv' }).click();
  await cards.nth(1).getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('2');
  await page.getByTestId('header-cart').click();
  await page.getByRole('link', { name: 'Til kassen' }).click();
  await page.getByLabel('Deres referanse').fill('Sendt etter driftsstans');
  await settle(page);
  await markDocument(page);

  await stopApi();
  await page.getByRole('button', { name: 'Send bestilling' }).click();
  await expect(page.getByRole('alert')).toContainText('Bestillingen kunne ikke sendes. Handlekurven er beholdt – prøv igjen om litt.');
  await expect(page.getByTestId('header-cart-badge')).toHaveText('2');
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  await expect(page.getByLabel('Deres referanse')).toHaveValue('Sendt etter driftsstans');

  await restartApi();
  await page.getByRole('button', { name: 'Send bestilling' }).click();
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation).toContainText('Takk for bestillingen!');
  await expect(page.getByTestId('header-cart-badge')).toHaveCount(0);
  expect(await documentIsMarked(page), 'the page was never loaded again').toBe(true);

  // Exactly one order was made, with its reference.
  await confirmation.getByRole('link', { name: 'Se ordrene dine' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Sendt etter driftsstans' })).toHaveCount(1);
});
