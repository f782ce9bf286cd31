import { expect, test } from '../support/shop-test';
import { navigateInApp, settle } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();
let sku: string;
test.beforeAll(async () => {
  sku = await shop.firstSku();
});

test('a product that does not exist shows the 404 error page, and leaving it works', async ({ page }) => {
  const answer = await page.goto(`${shop.url}/produkter/FINNES-IKKE-123`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beklager, denne siden finnes ikke');
  await expect(page).toHaveTitle('Error - Sikkerhetsgrossisten');
  // The error belongs to that page only: the next page of the same remote shows normally.
  await page.getByRole('link', { name: 'Kameraovervåkning' }).first().click();
  await expect(page.getByTestId('error-page')).toHaveCount(0);
  await expect(page.locator('[data-boundary="catalog"]')).toBeVisible();
});

test('a product address that is not a product id is the 404 page, not an error of the product call', async ({ page }) => {
  for (const [path, heading, message] of [
    ['/kameraovervakning/bad%20id', 'Beklager, denne siden finnes ikke', 'Denne siden ble ikke funnet'],
    ['/en/products/bad%20id', 'Sorry, this page does not exist', 'This page could not be found'],
  ] as const) {
    const answer = await page.goto(`${shop.url}${path}`);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByTestId('error-page'), path).toHaveAttribute('data-status', '404');
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByText(message), path).toBeVisible();
  }
});

test('a product has one address per language: another category\'s path moves there for good (301)', async ({ page, request }) => {
  const product = await (await request.get(`${shop.url}/api/product/detail/${encodeURIComponent(sku)}`)).json();
  const other = ['innbruddsalarm', 'kameraovervakning', 'brannprodukter', 'adgangskontroll'].find((key) => key !== product.category);
  for (const prefix of ['', '/en']) {
    const wrong = await request.get(`${shop.url}${prefix}/${other}/${sku}?ref=mail`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(301);
    expect(wrong.headers().location).toBe(`${prefix}/${product.category}/${sku}?ref=mail`);
  }
  await page.goto(`${shop.url}/en/${other}/${sku}`);
  await expect(page).toHaveURL(`${shop.url}/en/${product.category}/${sku}`);
  // Arrived, as a person sees it, before a link inside it is followed (once, followed while the
  // page was still starting, the link was lost and the English page stayed).
  await settle(page);
  await expect(page.getByTestId('error-page')).toHaveCount(0);
  // Inside the running shop too (a link to the other path): the catalogue moves to the one address.
  await navigateInApp(page, `/${other}/${sku}`);
  await expect(page).toHaveURL(`${shop.url}/${product.category}/${sku}`);
  await expect(page.getByTestId('product-detail')).toBeVisible();
  // The all-products and results addresses keep working as the spec lists them.
  for (const path of [`/produkter/${sku}`, `/en/results/${sku}`]) expect((await request.get(`${shop.url}${path}`)).status(), path).toBe(200);
});

// A page load that fails with a status shows that status's message (spec §8). The API is made to
// answer the product call with the status; everything else is the real shop.
const statuses = [
  { status: 403, nb: 'Beklager, ingen tilgang til denne siden.', en: 'Sorry, you do not have access to this page' },
  { status: 500, nb: 'Beklager, noe gikk galt på serveren vår.', en: 'Sorry, something went wrong on our server' },
  { status: 503, nb: 'Beklager, en uventet feil oppstod', en: 'Sorry, unexpected error has occured' },
];

for (const { status, nb, en } of statuses) {
  test(`a page load answered ${status} shows its error page in both languages`, async ({ page }) => {
    await page.route('**/api/product/detail/**', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: 'Error', message: 'Refused' }) }),
    );
    // Opened inside the running shop: the browser loads the product (a page the server renders
    // has it already; the server's own statuses are server-pages.spec.ts's).
    await page.goto(`${shop.url}/`);
    await navigateInApp(page, `/produkter/${sku}`);
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', String(status));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nb);
    await expect(page.getByRole('link', { name: 'Returner til forsiden' })).toBeVisible();
    await page.goto(`${shop.url}/en`);
    await navigateInApp(page, `/en/products/${sku}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en);
    await page.getByRole('link', { name: 'Return to frontpage' }).click();
    await expect(page).toHaveURL(`${shop.url}/en`);
  });
}
