import { createHash } from 'node:crypto';
import { expect, test, type Page } from '../support/shop-test';
import { distOf } from '../support/paths';
import { buildRelease, fileHashes } from '../support/remote-release';
import { ownShopOfThisFile } from '../support/shop-stack';

// A shop of its own: it re-points the remotes' releases.
const shop = ownShopOfThisFile();

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

/** The quantity field of the cart's one line. */
const quantityField = (page: Page) => page.getByTestId('cart-line').getByLabel('Antall');

test('a cart release with its own rule and text goes live by changing only the server configuration; a page opened before keeps the old release', async ({ page, context }) => {
  test.setTimeout(240_000);
  const untouched = Object.fromEntries(['shell', 'catalog', 'account'].map((app) => [app, fileHashes(distOf(app))]));
  const firstVisit = recordServedFiles(page);
  await page.goto(`${shop.url}/`);
  await page.getByTestId('product-card').first().getByRole('button', { name: 'Legg i handlekurv' }).click();
  await page.getByTestId('header-cart').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Handlekurv' })).toBeVisible();
  const release1 = await page.locator('[data-boundary="cart"]').first().getAttribute('data-release');

  // The cart team lowers a line's maximum to 50 and renames its page, builds "cart-2" and publishes it.
  const release2 = buildRelease('cart', 'cart-2', [
    { file: 'src/state/line-quantity.ts', from: 'export const MAX_LINE_QUANTITY = 9999;', to: 'export const MAX_LINE_QUANTITY = 50;' },
    { file: 'src/texts/cart.ts', from: "heading: 'Handlekurv'", to: "heading: 'Din handlekurv'" },
  ]);
  await shop.deployRemote('cart', release2);

  // The page opened before the switch keeps its release, rule and text, and keeps working.
  await quantityField(page).fill('60');
  await expect(quantityField(page)).toHaveValue('60');
  await page.getByRole('button', { name: /^Én til av/ }).click();
  await expect(quantityField(page)).toHaveValue('61');
  await expect(page.getByTestId('header-cart-badge')).toHaveText('61');
  await expect(page.getByRole('heading', { level: 1, name: 'Handlekurv' })).toBeVisible();
  await expect(page.locator('[data-boundary="cart"]').first()).toHaveAttribute('data-release', release1 ?? '');

  // A page opened now gets the new release: the new text, and the new rule holds the same cart's line to 50.
  const fresh = await context.newPage();
  const secondVisit = recordServedFiles(fresh);
  await fresh.goto(`${shop.url}/handlekurv`);
  await expect(fresh.locator('[data-boundary="cart"]').first()).toHaveAttribute('data-release', 'cart-2');
  expect(release1).not.toBe('cart-2');
  await expect(fresh.getByRole('heading', { level: 1, name: 'Din handlekurv' })).toBeVisible();
  await expect(quantityField(fresh)).toHaveValue('50');
  await quantityField(fresh).fill('70');
  await expect(quantityField(fresh)).toHaveValue('50');
  await expect(fresh.getByTestId('header-cart-badge')).toHaveText('50');
  // The catalogue places the new cart's control, and the kernel's badge follows it.
  await fresh.goto(`${shop.url}/`);
  await fresh.getByTestId('product-card').nth(1).getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(fresh.getByTestId('header-cart-badge')).toHaveText('51');

  // Nobody else was rebuilt: the shell's, catalogue's and account's files are the ones served before.
  for (const app of Object.keys(untouched)) expect(fileHashes(distOf(app)), app).toEqual(untouched[app]);
  expectSameFiles(firstVisit, secondVisit, [shop.url, shop.remoteUrl('catalog')]);
});

test('an account release with its own field rule and text goes live the same way', async ({ page }) => {
  test.setTimeout(240_000);
  const untouched = Object.fromEntries(['shell', 'catalog', 'cart'].map((app) => [app, fileHashes(distOf(app))]));
  const phoneOfFirstContact = async () => {
    await page.goto(`${shop.url}/min-side/opprett-konto`);
    const phone = page.getByRole('group', { name: 'Første kontaktperson' }).getByLabel('Telefon');
    await phone.fill('+46 70 123 45 67');
    await page.getByRole('button', { name: 'Opprett konto' }).click();
    // The form checked every field: the empty company name is named.
    await expect(page.getByRole('group', { name: 'Firma' }).getByText('Fyll ut dette feltet.').first()).toBeVisible();
    return phone;
  };

  // Release 1 takes a Swedish number (8 to 15 digits).
  await expect(await phoneOfFirstContact()).not.toHaveAttribute('aria-invalid', 'true');

  // The account team takes Norwegian numbers only and says so, builds "account-2" and publishes it.
  const release2 = buildRelease('account', 'account-2', [
    {
      file: 'src/forms/rules.ts',
      from: "export const phone: Rule = (value) => (isPhoneNumber(value) ? null : { key: 'account.invalidPhone' });",
      to: "export const phone: Rule = (value) => (isPhoneNumber(value) && /^(\\+47)?\\d{8}$/.test(value.replace(/[\\s-]/g, '')) ? null : { key: 'account.invalidPhone' });",
    },
    { file: 'src/texts/account.ts', from: "invalidPhone: 'Skriv et telefonnummer med 8 til 15 sifre.'", to: "invalidPhone: 'Skriv et norsk telefonnummer med 8 sifre.'" },
  ]);
  await shop.deployRemote('account', release2);

  const phone = await phoneOfFirstContact();
  await expect(page.locator('[data-boundary="account"]').first()).toHaveAttribute('data-release', 'account-2');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Skriv et norsk telefonnummer med 8 sifre.');
  for (const app of Object.keys(untouched)) expect(fileHashes(distOf(app)), app).toEqual(untouched[app]);
});
