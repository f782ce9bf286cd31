import { expect, test } from '../support/shop-test';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

test.use({ viewport: { width: 375, height: 740 } });

test('phones get the bottom bar, the slide-in menu and a filter panel that locks scrolling', async ({ page }) => {
  await page.goto(`${shop.url}/`);
  await page.getByTestId('consent-bar').getByRole('button', { name: 'Avslå analyse' }).click();
  const bar = page.getByTestId('mobile-bottom-bar');
  await expect(bar).toBeVisible();
  // The desktop account links give way to the bar.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Opprett konto' })).toBeHidden();

  // The menu: four categories plus account, contact and about us; Escape closes it.
  await bar.getByRole('button', { name: 'Meny' }).click();
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await expect(menu.getByRole('link')).toHaveText([
    'Innbruddsalarm',
    'Kameraovervåkning',
    'Brannprodukter',
    'Adgangskontroll',
    'Min side',
    'Kontakt',
    'Om oss',
    'English',
  ]);
  await expect(menu.getByRole('button', { name: 'Lukk menyen' })).toBeFocused();
  // Focus stays inside the open menu.
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('Tab');
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The menu closes on navigation.
  await bar.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('dialog', { name: 'Meny' }).getByRole('link', { name: 'Om oss' }).click();
  await expect(page).toHaveURL(`${shop.url}/om-oss`);
  await expect(page.getByRole('dialog', { name: 'Meny' })).toBeHidden();

  // The filter panel locks page scrolling while it is open.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await bar.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.getByRole('button', { name: 'Lukk filteret' }).click();
  await expect(page.getByRole('dialog', { name: 'Filter' })).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('the slide-in menu switches the language, keeping the page', async ({ page }) => {
  await page.goto(`${shop.url}/kameraovervakning`);
  await page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('dialog', { name: 'Meny' }).getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(`${shop.url}/en/camera-surveillance`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Bytt til norsk' }).click();
  await expect(page).toHaveURL(`${shop.url}/kameraovervakning`);
});

for (const width of [360, 390, 576, 767]) {
  test(`every category link of the header is in view at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`${shop.url}/`);
    const links = page.getByRole('navigation', { name: 'Kategorier' }).getByRole('link');
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      await expect(link).toBeInViewport({ ratio: 1 });
      // Its whole text is shown: nothing cut off or scrolled away inside the row.
      expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    }
  });
}

test('the bottom bar cart shows the item count', async ({ page }) => {
  await page.goto(`${shop.url}/`);
  await expect(page.getByTestId('mobile-cart-badge')).toHaveCount(0);
  await page.getByTestId('product-card').first().getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(page.getByTestId('mobile-cart-badge')).toHaveText('1');
  await page.getByTestId('mobile-cart').click();
  await expect(page).toHaveURL(`${shop.url}/handlekurv`);
});
