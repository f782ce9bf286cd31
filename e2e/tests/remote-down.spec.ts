import { expect, test, type Page } from '../support/shop-test';
import { documentIsMarked, markDocument, navigateInApp } from '../support/shop-browser';
import { ShopStack } from '../support/shop-stack';
import type { RemoteName } from '@shop/shared/contracts';

// Each remote in turn: its origin is stopped, its slot shows the translated fallback with a retry,
// and the header, the navigation and the two other remotes keep working. When it comes back, the
// shop picks it up without the page being loaded again.
const remotes = [
  { name: 'catalog', path: '/', english: '/en', marker: '[data-boundary="catalog"]' },
  // The cart's page root, not its add-to-cart controls on the catalogue's product cards.
  { name: 'cart', path: '/handlekurv', english: '/en/cart', marker: '[data-boundary="cart"]:has(h1)' },
  { name: 'account', path: '/min-side/logg-inn', english: '/en/account/log-in', marker: '[data-boundary="account"]' },
] as const;

// One shop for the file; each test stops one remote and starts it again before the next.
let shop: ShopStack;
let stopped: RemoteName | null = null;
test.beforeAll(async () => {
  shop = await ShopStack.start();
});
test.afterEach(async () => {
  if (stopped) await shop.restartRemote(stopped);
  stopped = null;
});
test.afterAll(async () => {
  await shop?.stop();
});

async function stop(name: RemoteName): Promise<void> {
  await shop.stopRemote(name);
  stopped = name;
}

async function restart(name: RemoteName): Promise<void> {
  await shop.restartRemote(name);
  stopped = null;
}

/** The header works whatever is down: search goes to the results page, the language switch too. */
async function expectHeaderWorks(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Kameraovervåkning' })).toBeVisible();
  await header.getByRole('searchbox', { name: 'Søk i produkter' }).fill('kamera');
  await header.getByRole('searchbox', { name: 'Søk i produkter' }).press('Enter');
  await expect(page).toHaveURL(`${shop.url}/resultater?search=kamera`);
  await header.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(`${shop.url}/en/results?search=kamera`);
  await page.getByRole('banner').getByRole('link', { name: 'Bytt til norsk' }).click();
}

for (const down of remotes) {
  test(`with the ${down.name} remote down, its slot falls back, the rest of the shop works, and it recovers without a reload`, async ({ page }) => {
    await stop(down.name);
    // Its page as the browser renders it, reached from another. (A page of it the server rendered,
    // loaded anew, keeps the server's HTML: remote-broken-in-browser.spec.ts.)
    await page.goto(`${shop.url}/kontakt`);
    await markDocument(page);
    await navigateInApp(page, down.path);
    await expect(page.getByRole('alert')).toContainText('Denne delen av butikken er midlertidig utilgjengelig.');
    await expect(page.getByRole('banner')).toBeVisible();
    await expectHeaderWorks(page);

    const others = remotes.filter((remote) => remote.name !== down.name);
    for (const other of others) {
      await navigateInApp(page, other.path);
      await expect(page.locator(other.marker)).toBeVisible();
    }

    // The English page says it in English.
    await navigateInApp(page, down.english);
    await expect(page.getByRole('alert')).toContainText('This part of the shop is temporarily unavailable.');

    await restart(down.name);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator(down.marker)).toBeVisible();
    expect(await documentIsMarked(page), 'the page was never loaded again').toBe(true);
    console.log(
      `Remote down: ${down.name} — fallback in nb and en, header search and language switch, ` +
        `${others.map((other) => other.name).join(' and ')} pages working, recovered without a reload`,
    );
  });
}

test('with the cart remote down, customers still fill the cart from the catalogue, and find it when the cart is back', async ({ page }) => {
  await stop('cart');
  await page.goto(`${shop.url}/brannprodukter`);
  await markDocument(page);
  const cards = page.getByTestId('product-card');
  await cards.first().getByRole('button', { name: 'Legg i handlekurv' }).click();
  await cards.nth(1).getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('2');
  await page.getByTestId('header-cart').click();
  await expect(page.getByRole('alert')).toContainText('Denne delen av butikken er midlertidig utilgjengelig.');

  await restart('cart');
  // Somewhere else and back, without pressing "Try again": the cart page is there with both lines.
  await page.getByRole('banner').getByRole('link', { name: 'Brannprodukter' }).click();
  await expect(cards.first()).toBeVisible();
  await page.getByTestId('header-cart').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  expect(await documentIsMarked(page), 'the page was never loaded again').toBe(true);
});

test('with the catalog remote down, the filter panel says so inside the panel and still closes', async ({ page }) => {
  await stop('catalog');
  await page.goto(`${shop.url}/kontakt`);
  await page.getByRole('banner').getByRole('button', { name: 'Filter' }).click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  await expect(panel.getByRole('alert')).toContainText('Denne delen av butikken er midlertidig utilgjengelig.');
  await panel.getByRole('button', { name: 'Lukk filteret' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
});

test('a page left to the browser with the cart remote down still shows the shop: it carries the routes of its release', async ({ page }) => {
  // Every page for the browser to render: what a render that falls back sends.
  const browserOnly = await ShopStack.start({ SERVER_RENDER: 'no' });
  try {
    await browserOnly.stopRemote('cart');
    await page.goto(`${browserOnly.url}/brannprodukter`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Brannprodukter' })).toBeVisible();
    await expect(page.getByTestId('header-cart')).toBeVisible();
  } finally {
    await browserOnly.stop();
  }
});
