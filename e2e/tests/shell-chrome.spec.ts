import { expect, test } from '../support/shop-test';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

test('the header searches on Enter and on the icon, and links the categories', async ({ page }) => {
  await page.goto(`${shop.url}/`);
  const search = page.getByRole('searchbox', { name: 'Søk i produkter' });
  await expect(search).toHaveAttribute('placeholder', 'Søk');
  await search.fill('røykvarsler');
  await search.press('Enter');
  await expect(page).toHaveURL(`${shop.url}/resultater?search=r%C3%B8ykvarsler`);

  await page.goto(`${shop.url}/en`);
  const englishSearch = page.getByRole('searchbox', { name: 'Search products' });
  await expect(englishSearch).toHaveAttribute('placeholder', 'Search');
  await englishSearch.fill('camera');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`${shop.url}/en/results?search=camera`);

  const categories = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
  await expect(categories).toHaveText(['Intruder alarm', 'Camera surveillance', 'Fire products', 'Access control']);
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${shop.url}/en/account/log-in`);
});

test('a route change whose products come slowly runs the loading bar until they are there (spec §4, §9)', async ({ page }) => {
  await page.goto(`${shop.url}/`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('loading-bar')).toHaveCount(0);
  // The real API, its answer to the category's list held back until the bar has been seen, as on
  // a connection as slow as need be: no race with a fixed delay.
  let letTheListThrough: () => void = () => {};
  const listHeld = new Promise<void>((resolve) => (letTheListThrough = resolve));
  await page.route('**/api/product/list?**', async (route) => {
    await listHeld;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Kategorier' }).getByRole('link', { name: 'Brannprodukter' }).click();
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('role', 'progressbar');
  expect(await bar.evaluate((element) => element.getBoundingClientRect().height)).toBe(2);
  letTheListThrough();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test("the browser tab shows the shop's mark, and opening a page asks for nothing that is missing", async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  for (const path of ['/', '/en/cart']) {
    await page.goto(`${shop.url}${path}`);
    await expect(page.getByTestId('header-cart')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const icon = page.locator('head link[rel="icon"]');
    await expect(icon).toHaveAttribute('type', 'image/png');
    const href = (await icon.getAttribute('href')) ?? '';
    expect(href).toMatch(/^data:image\/png;base64,/);
    // The header's red mark: the icon decodes, and its front shape has the mark's red (#c8102e).
    const pixel = await page.evaluate(async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return [image.naturalWidth, ...context.getImageData(10, 10, 1, 1).data];
    }, href);
    expect(pixel).toEqual([32, 0xc8, 0x10, 0x2e, 255]);
  }
  expect(missing).toEqual([]);
});

test('the footer links the information pages and shows the contact card', async ({ page }) => {
  await page.goto(`${shop.url}/`);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('© 2020 Sikkerhetsgrossisten AS')).toBeVisible();
  for (const name of ['Facebook', 'LinkedIn', 'Instagram']) await expect(footer.getByRole('link', { name })).toBeVisible();
  const card = page.getByTestId('contact-card');
  await expect(card).toContainText('Telefon: +47 22 33 44 55');
  await expect(card).toContainText('E-post: post@sikkerhetsgrossisten.no');
  await footer.getByRole('link', { name: 'Om oss' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om oss');
  await footer.getByRole('link', { name: 'Kontakt' }).click();
  await expect(page.getByRole('main')).toContainText('+47 22 33 44 55');
});

test('consent: nothing optional before a choice, decline keeps it off, accept turns analytics on', async ({ page, context }) => {
  const cookieNames = async () => (await context.cookies()).map((cookie) => cookie.name).sort();
  await page.goto(`${shop.url}/`);
  const bar = page.getByTestId('consent-bar');
  await expect(bar).toContainText('Vi bruker nødvendige informasjonskapsler');
  expect(await cookieNames()).toEqual([]);

  await bar.getByRole('button', { name: 'Avslå analyse' }).click();
  await expect(bar).toHaveCount(0);
  expect(await cookieNames()).toEqual(['consent', 'enabled-cookies']);
  await page.reload();
  await expect(page.getByTestId('consent-bar')).toHaveCount(0);
  expect(await cookieNames()).not.toContain('analytics_id');

  // The choice can be changed later on the privacy page, in either direction.
  await page.goto(`${shop.url}/en/privacy`);
  await expect(page.getByTestId('consent-status')).toHaveText('You have declined analytics cookies.');
  await page.getByRole('button', { name: 'Godta analyse' }).click();
  await expect(page.getByTestId('consent-status')).toHaveText('You have accepted analytics cookies.');
  await expect.poll(cookieNames).toContain('analytics_id');
  await page.getByRole('button', { name: 'Avslå analyse' }).click();
  await expect.poll(cookieNames).not.toContain('analytics_id');
  await expect(page.getByTestId('cookie-table')).toContainText('enabled-cookies');
});

test('the consent bar shows its Norwegian text on English pages too', async ({ page }) => {
  await page.goto(`${shop.url}/en`);
  await expect(page.getByTestId('consent-bar')).toContainText('Informasjonskapsler');
  await expect(page.getByTestId('consent-bar').getByRole('button', { name: 'Godta analyse' })).toBeVisible();
});
