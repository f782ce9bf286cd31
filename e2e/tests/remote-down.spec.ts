import { expect, test } from '@playwright/test';
import { ShopStack } from '../support/shop-stack';

// Each remote in turn: its origin is stopped, its slot shows the translated fallback with a retry,
// and the header and the two other remotes keep working. When it comes back, the retry loads it.
const remotes = [
  { name: 'catalog', path: '/', marker: '[data-boundary="catalog"]' },
  { name: 'cart', path: '/handlekurv', marker: '[data-boundary="cart"]' },
  { name: 'account', path: '/min-side/logg-inn', marker: '[data-boundary="account"]' },
] as const;

for (const down of remotes) {
  test.describe(`with the ${down.name} remote down`, () => {
    let shop: ShopStack;
    test.beforeAll(async () => {
      shop = await ShopStack.start();
      await shop.stopRemote(down.name);
    });
    test.afterAll(async () => {
      await shop?.stop();
    });

    test('its slot falls back, the rest of the shop works, and retry recovers it', async ({ page }) => {
      await page.goto(`${shop.url}${down.path}`);
      await expect(page.getByRole('alert')).toContainText('Denne delen av butikken er midlertidig utilgjengelig.');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Kameraovervåkning' })).toBeVisible();

      for (const other of remotes.filter((remote) => remote.name !== down.name)) {
        await page.evaluate((path) => {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, other.path);
        await expect(page.locator(other.marker)).toBeVisible();
      }

      // The English page says it in English.
      await page.goto(`${shop.url}/en${down.path === '/' ? '' : down.path === '/handlekurv' ? '/cart' : '/account/log-in'}`);
      await expect(page.getByRole('alert')).toContainText('This part of the shop is temporarily unavailable.');

      if (down.name === 'cart') {
        // Without the cart's control, the catalogue's plain button still collects products.
        await page.goto(`${shop.url}/brannprodukter`);
        await page.getByTestId('product-card').first().getByRole('button', { name: 'Legg i handlekurv' }).click();
        await expect(page.getByTestId('header-cart-badge')).toHaveText('1');
        await page.goto(`${shop.url}/en/cart`);
      }

      await shop.restartRemote(down.name);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator(down.marker)).toBeVisible();
    });
  });
}
