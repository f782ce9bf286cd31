import { expect, test } from '../support/shop-test';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

test('adding in the catalog updates the shell badge and the cart page without a reload', async ({ page }) => {
  await page.goto(`${shop.url}/`);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('header-cart-badge')).toHaveCount(0);

  // A marker on the window survives only if the page is never reloaded.
  await page.evaluate(() => ((window as unknown as { shopMarker: string }).shopMarker = 'same page'));
  const firstSku = await cards.nth(0).getAttribute('data-sku');
  const secondSku = await cards.nth(1).getAttribute('data-sku');
  await cards.nth(0).getByRole('button', { name: 'Legg i handlekurv' }).click();
  await cards.nth(0).getByRole('button', { name: 'Legg i handlekurv' }).click();
  await cards.nth(1).getByRole('button', { name: 'Legg i handlekurv' }).click();

  // The shell's header reads the store the catalog remote wrote to.
  await expect(page.getByTestId('header-cart-badge')).toHaveText('3');

  await page.getByTestId('header-cart').click();
  await expect(page).toHaveURL(`${shop.url}/handlekurv`);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(page.locator(`[data-testid="cart-line"][data-sku="${firstSku}"] input`)).toHaveValue('2');
  await expect(page.locator(`[data-testid="cart-line"][data-sku="${secondSku}"] input`)).toHaveValue('1');

  // And the cart remote writes back to the same store: the shell's badge follows.
  await page.locator(`[data-testid="cart-line"][data-sku="${firstSku}"]`).getByRole('button', { name: 'Fjern' }).click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('1');
  expect(await page.evaluate(() => (window as unknown as { shopMarker?: string }).shopMarker)).toBe('same page');
});

test('every shared library is one instance on the page', async ({ page }) => {
  await page.goto(`${shop.url}/`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByTestId('header-cart').click();
  // The front page's cards hold the cart's add-to-cart slots: wait until the cart page replaced them.
  await expect(page).toHaveURL(`${shop.url}/handlekurv`);
  await expect(page.getByTestId('product-card')).toHaveCount(0);
  await expect(page.locator('[data-boundary="cart"]')).toBeVisible();
  // The federation runtime's share scope records which build provided each shared module (`from`)
  // and whether it was loaded; the shell's build is named shop_shell.
  const providers = await page.evaluate(() => {
    type Share = { from: string; loaded?: boolean };
    const scope = (window as unknown as { __SHOP_SHARE_SCOPE__: { default: Record<string, Record<string, Share>> } }).__SHOP_SHARE_SCOPE__.default;
    const result: Record<string, string[]> = {};
    for (const [name, versions] of Object.entries(scope)) {
      for (const share of Object.values(versions)) {
        if (share.loaded) result[name] = Array.from(new Set([...(result[name] ?? []), share.from]));
      }
    }
    return result;
  });
  for (const name of ['react', 'react-dom', 'react-router-dom', 'zustand', 'i18next', 'react-i18next', 'axios', '@shop/shared']) {
    expect(providers[name], `${name} should be provided once`).toEqual(['shop_shell']);
  }
});

test('known routes answer 200 and unknown paths 404 from the server', async ({ page }) => {
  expect((await page.goto(`${shop.url}/handlekurv`))?.status()).toBe(200);
  expect((await page.goto(`${shop.url}/en/cart`))?.status()).toBe(200);
  const missing = await page.goto(`${shop.url}/denne-finnes-ikke`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('Denne siden ble ikke funnet')).toBeVisible();
});
