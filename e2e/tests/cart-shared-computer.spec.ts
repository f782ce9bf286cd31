import { expect, test, type Page } from '../support/shop-test';
import { logInByApi } from '../support/demo-login';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

/** What the browser keeps of the cart, as the next person at the computer could read it. */
const savedCart = (page: Page) => page.evaluate(() => localStorage.getItem('shop-cart') ?? '');

async function addFirstTwo(page: Page): Promise<void> {
  await page.goto(`${shop.url}/brannprodukter`);
  const cards = page.getByTestId('product-card');
  for (const index of [0, 0, 1]) await cards.nth(index).getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('3');
}

test('a retailer’s cart keeps only SKUs and quantities in the browser, is priced by the API, and leaves with the logout', async ({ page }) => {
  await logInByApi(page, shop.url);
  await addFirstTwo(page);
  const saved = JSON.parse(await savedCart(page));
  expect(saved.state.cartLines).toHaveLength(2);
  for (const line of saved.state.cartLines) expect(Object.keys(line).sort()).toEqual(['quantity', 'sku']);
  expect(await savedCart(page)).not.toMatch(/price/i);

  // A new visit: the lines come back from the browser, their prices from the API.
  await page.goto(`${shop.url}/handlekurv`);
  await expect(page.getByTestId('unit-price')).toHaveCount(2);
  await expect(page.getByTestId('sum-total')).toHaveText(/\d,-$/);

  await page.goto(`${shop.url}/min-side/logg-ut`);
  await expect(page.getByRole('status')).toHaveText('Du er logget ut.');
  await expect(page.getByTestId('header-cart-badge')).toHaveCount(0);
  expect(JSON.parse(await savedCart(page)).state.cartLines).toEqual([]);
  await page.goto(`${shop.url}/handlekurv`);
  await expect(page.getByText('Handlekurven er tom.')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
});

test('a visitor’s cart shows no prices, and the same lines are priced once the visitor logs in', async ({ page }) => {
  await addFirstTwo(page);
  await page.getByTestId('header-cart').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('unit-price')).toHaveCount(0);
  await logInByApi(page, shop.url);
  await page.goto(`${shop.url}/handlekurv`);
  await expect(page.getByTestId('unit-price')).toHaveCount(2);
  await expect(page.getByTestId('cart-line').first().getByLabel('Antall')).toHaveValue('2');
  await expect(page.getByRole('link', { name: 'Til kassen' })).toBeVisible();
});
