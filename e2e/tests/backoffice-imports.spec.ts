import type { Page } from '@playwright/test';
import { logInByApi } from '../support/demo-login';
import { shopOfThisFile } from '../support/shop-stack';
import { createStaff, staffAtWork } from '../support/staff';
import { expect, test } from '../support/shop-test';

// Staff load a catalogue file on the back-office's page "Last inn fil": the bar follows it to
// "applied" and the shop sells the new prices; a wrong file is refused with each row's reason, and
// the shop's prices stay as they were.
const STAFF_EMAIL = 'per@distributor.no';
let setupLink = '';
const shop = shopOfThisFile(
  {},
  {
    joined: ['backoffice'],
    prepare: async (dataDir, publicUrl) => {
      setupLink = await createStaff(dataDir, STAFF_EMAIL, publicUrl);
    },
  },
);

const HEADER = 'sku;title_nb;title_en;category;supplier;supplier_name;price';
const row = (sku: string, price: string, title = `Kortleser ${sku}`) => `${sku};${title};Card reader;adgangskontroll;axis;Axis;${price}`;
const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\n'));

/** What the demo retailer pays for these SKUs now, and the SKUs the shop does not have. */
async function prices(customer: Page, skus: string[]): Promise<{ price: Record<string, number>; unknown: string[] }> {
  const answer = await customer.request.get(`${shop.url}/api/productUser/batch?skus=${skus.join(',')}`);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { products: Array<{ skuId: string; price: number }>; unknown: string[] };
  return { price: Object.fromEntries(body.products.map((product) => [product.skuId, product.price])), unknown: body.unknown };
}

async function load(page: Page, name: string, file: Buffer) {
  await page.getByRole('radio', { name: 'Katalog (produkter og priser)' }).check();
  await page.getByLabel('Fil (CSV eller JSON, høyst 20 MB)').setInputFiles({ name, mimeType: 'text/csv', buffer: file });
  await page.getByRole('button', { name: 'Last inn filen' }).click();
}

test('a good catalogue ends applied and is sold at its prices; a wrong one is refused row by row and changes nothing', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await staffAtWork(page, shop.url, setupLink, STAFF_EMAIL);
  await page.getByRole('navigation', { name: 'Internområdet' }).getByRole('link', { name: 'Last inn fil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Last inn fil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Last inn fil' })).toHaveAttribute('aria-current', 'page');
  const customer = await (await browser.newContext()).newPage();
  await logInByApi(customer, shop.url);

  await load(page, 'katalog.csv', csv(row('IMP-1', '1 990,50'), row('IMP-2', '450')));
  const bar = page.getByRole('progressbar', { name: 'Fremdrift for katalog.csv' });
  await expect(page.getByText('Filen er lastet inn: 2 rader skrevet.')).toBeVisible();
  await expect(page.getByText('Steg 4 av 4: lastet inn')).toBeVisible();
  await expect(bar).toHaveAttribute('value', '2');
  await expect(bar).toHaveAttribute('max', '2');
  const list = page.getByRole('region', { name: 'Siste innlastinger' });
  await expect(list.getByRole('row').nth(1)).toContainText('katalog.csvKatalog (produkter og priser)Lastet inn2');
  await expect.poll(async () => (await prices(customer, ['IMP-1', 'IMP-2'])).unknown, { timeout: 15_000 }).toEqual([]);
  const applied = (await prices(customer, ['IMP-1', 'IMP-2'])).price;

  // A formula in a cell and a SKU twice, beside a new price for IMP-1 and a new SKU: all refused.
  await load(page, 'feil.csv', csv(row('IMP-1', '5'), row('IMP-3', '10', '=SUM(A1:A9)'), row('IMP-1', '6')));
  await expect(page.getByRole('alert').filter({ hasText: 'Filen ble avvist, og ingenting ble endret.' })).toBeVisible();
  await expect(page.getByText('Det er 2 feil i filen.')).toBeVisible();
  const refusals = page.getByRole('table', { name: 'Feil i feil.csv' });
  await expect(refusals.getByRole('row').filter({ hasText: 'row 3' })).toContainText('title_nb begins with "="');
  await expect(refusals.getByRole('row').filter({ hasText: 'row 4 (IMP-1)' })).toContainText('the SKU is already on row 2');
  await expect(list.getByRole('row').nth(1)).toContainText('feil.csvKatalog (produkter og priser)Avvist');

  // A good file after it: once its SKU is sold the catalogue has been read again since the refusal,
  // and the refused file's prices and SKU are not in it.
  await load(page, 'neste.csv', csv(row('IMP-9', '99')));
  await expect(page.getByText('Filen er lastet inn: 1 rad skrevet.')).toBeVisible();
  await expect.poll(async () => (await prices(customer, ['IMP-9'])).unknown, { timeout: 15_000 }).toEqual([]);
  const after = await prices(customer, ['IMP-1', 'IMP-2', 'IMP-3']);
  expect(after.price).toEqual(applied);
  expect(after.unknown).toEqual(['IMP-3']);
});
