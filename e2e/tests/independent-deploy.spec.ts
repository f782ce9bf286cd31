import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { distOf } from '../support/paths';
import { buildRelease, fileHashes } from '../support/remote-release';
import { ShopStack } from '../support/shop-stack';

let shop: ShopStack;
test.beforeAll(async () => {
  shop = await ShopStack.start();
});
test.afterAll(async () => {
  await shop?.stop();
});

/** The scripts and styles a page loads, by URL, with the SHA-256 of what was served. */
function recordServedFiles(page: Page): Map<string, string> {
  const served = new Map<string, string>();
  page.on('response', async (response) => {
    if (!/\.(js|css)(\?|$)/.test(response.url())) return;
    const body = await response.body().catch(() => null);
    if (body) served.set(response.url(), createHash('sha256').update(body).digest('hex'));
  });
  return served;
}

/** The files both visits loaded from the given origins were served byte for byte the same. */
function expectSameFiles(before: Map<string, string>, after: Map<string, string>, origins: string[]): void {
  const shared = [...before.keys()].filter((url) => after.has(url) && origins.some((origin) => url.startsWith(origin)));
  expect(shared.length, 'files seen in both visits').toBeGreaterThan(0);
  for (const url of shared) expect(after.get(url), url).toBe(before.get(url));
}

async function checkFilter(page: Page, parent: string, child: string): Promise<void> {
  const sidebar = page.getByTestId('filter-sidebar');
  await sidebar.getByLabel(parent).check();
  await sidebar.getByLabel(child).check();
}

test('a catalogue release with its own text and rule goes live by changing only the server configuration', async ({ page }) => {
  test.setTimeout(240_000);
  const untouched = Object.fromEntries(['shell', 'cart', 'account'].map((app) => [app, fileHashes(distOf(app))]));
  const firstVisit = recordServedFiles(page);

  // Release 1 (the one built with the shop): the results heading, and choosing a child unchecks its parent.
  await page.goto(`${shop.url}/resultater`);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultater' })).toBeVisible();
  await page.goto(`${shop.url}/kameraovervakning`);
  await checkFilter(page, 'IP-kameraer', 'Dome-kameraer');
  await expect(page.getByTestId('filter-sidebar').getByLabel('IP-kameraer')).not.toBeChecked();
  const release1 = await page.locator('[data-boundary="catalog"]').first().getAttribute('data-release');

  // The catalogue team changes a text and a rule, builds release "catalog-2" and publishes it on a new origin.
  const release2 = buildRelease('catalog', 'catalog-2', [
    { file: 'src/texts/catalog.ts', from: "resultsHeading: 'Resultater'", to: "resultsHeading: 'Treff i katalogen'" },
    {
      file: 'src/state/filter-tree-rules.ts',
      from: 'checked: withIds(without(state.checked, (item) => ancestors.includes(item)), [id]),',
      to: 'checked: withIds(state.checked, [id]),',
    },
  ]);
  await shop.deployRemote('catalog', release2);
  const secondVisit = recordServedFiles(page);

  // The next navigation shows the new text and the new rule.
  await page.goto(`${shop.url}/resultater`);
  await expect(page.locator('[data-boundary="catalog"]').first()).toHaveAttribute('data-release', 'catalog-2');
  expect(release1).not.toBe('catalog-2');
  await expect(page.getByRole('heading', { level: 1, name: 'Treff i katalogen' })).toBeVisible();
  await page.goto(`${shop.url}/kameraovervakning`);
  await checkFilter(page, 'IP-kameraer', 'Dome-kameraer');
  await expect(page.getByTestId('filter-sidebar').getByLabel('IP-kameraer')).toBeChecked();

  // The header badge follows the new catalogue's add-to-cart: one kernel store.
  const cards = page.getByTestId('product-card');
  await cards.first().getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('1');

  // Nobody else was rebuilt: the shell's, cart's and account's files are the ones served before.
  for (const app of Object.keys(untouched)) expect(fileHashes(distOf(app)), app).toEqual(untouched[app]);
  await page.getByTestId('header-cart').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Handlekurv' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  expectSameFiles(firstVisit, secondVisit, [shop.url, shop.remoteUrl('cart'), shop.remoteUrl('account')]);
});

test('a cart release with its own text goes live the same way, beside the new catalogue', async ({ page }) => {
  test.setTimeout(240_000);
  const untouched = Object.fromEntries(['shell', 'catalog', 'account'].map((app) => [app, fileHashes(distOf(app))]));
  await page.goto(`${shop.url}/handlekurv`);
  await expect(page.getByRole('heading', { level: 1, name: 'Handlekurv' })).toBeVisible();

  const release2 = buildRelease('cart', 'cart-2', [{ file: 'src/texts/cart.ts', from: "heading: 'Handlekurv'", to: "heading: 'Din handlekurv'" }]);
  await shop.deployRemote('cart', release2);

  await page.goto(`${shop.url}/handlekurv`);
  await expect(page.locator('[data-boundary="cart"]').first()).toHaveAttribute('data-release', 'cart-2');
  await expect(page.getByRole('heading', { level: 1, name: 'Din handlekurv' })).toBeVisible();
  // The catalogue still places the cart's control, now the new cart's, and the badge follows it.
  await page.goto(`${shop.url}/`);
  await page.getByTestId('product-card').first().getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText(/^\d+$/);
  for (const app of Object.keys(untouched)) expect(fileHashes(distOf(app)), app).toEqual(untouched[app]);
});
