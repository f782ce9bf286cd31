import { expect, test, type Page } from '../support/shop-test';
import { DEMO, logInAsDemo } from '../support/demo-login';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

/** Spec §3: two decimals unless .00, a space between thousands (a no-break one: a price never wraps), then ",-". */
const NB_PRICE = /^\d{1,3}(\u00a0\d{3})*(,\d{2})?,-$/;
const EN_PRICE = /^\d{1,3}(\u00a0\d{3})*(\.\d{2})?,-$/;

function recordProductAnswers(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/product')) urls.push(pathname);
  });
  return urls;
}

test('the login link brings a retailer back to the product, now with prices', async ({ page }) => {
  const answers = recordProductAnswers(page);
  await page.goto(`${shop.url}/brannprodukter`);
  const card = page.getByTestId('product-card').first();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByTestId('product-detail')).toBeVisible();
  const productPath = new URL(page.url()).pathname;

  await page.getByTestId('product-detail').getByRole('link', { name: 'Logg inn for forhandlerpriser' }).click();
  await page.getByLabel('E-post').fill(DEMO.email);
  await page.getByLabel('Passord').fill(DEMO.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();

  await expect(page).toHaveURL(`${shop.url}${productPath}`);
  const price = page.getByTestId('product-detail').getByTestId('price');
  await expect(price).toBeVisible();
  await expect(price).toContainText('eks. mva.');
  expect((await price.locator('span').first().textContent())?.trim()).toMatch(NB_PRICE);
  await expect(page.getByTestId('product-detail').getByRole('link', { name: 'Logg inn for forhandlerpriser' })).toHaveCount(0);
  expect(answers.some((path) => path.startsWith('/api/productUser/detail/'))).toBe(true);
});

test('a logged-in retailer sees prices on the front page, category, filter and search', async ({ page }) => {
  await logInAsDemo(page, shop.url);

  await page.goto(`${shop.url}/`);
  const featured = page.getByTestId('product-carousel').getByTestId('product-card');
  await expect(featured.first().getByTestId('price')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logg inn for forhandlerpriser' })).toHaveCount(0);

  await page.goto(`${shop.url}/kameraovervakning?filter=kameraovervakning%3Aopptakere`);
  await expect(page.getByTestId('filter-summary')).toHaveText('Filtrert på: Opptakere');
  await expect(page.getByTestId('product-card').first().getByTestId('price')).toBeVisible();
  const amounts = await page.getByTestId('product-card').getByTestId('price').locator('span:first-child').allTextContents();
  expect(amounts.length).toBeGreaterThan(5);
  for (const amount of amounts) expect(amount.trim()).toMatch(NB_PRICE);

  // A discounted product shows the indicative price and the discount as well.
  await expect(page.getByTestId('product-card').getByText(/Veil\. pris .*,-/).first()).toBeVisible();
  await expect(page.getByTestId('product-card').getByText(/\d+(,\d)? % rabatt/).first()).toBeVisible();

  await page.getByRole('search').getByRole('searchbox').fill('magnetlås');
  await page.getByRole('search').getByRole('searchbox').press('Enter');
  await expect(page.getByTestId('search-summary')).toHaveText('Søkeresultater for «magnetlås»');
  await expect(page.getByTestId('product-card').first().getByTestId('price')).toContainText('eks. mva.');

  // English: a decimal point and "exc. VAT".
  await page.goto(`${shop.url}/en/products?filter=innbruddsalarm%3Astromforsyning%3Abatterier`);
  const english = page.getByTestId('product-card').getByTestId('price');
  await expect(english.first()).toContainText('exc. VAT');
  for (const amount of await english.locator('span:first-child').allTextContents()) expect(amount.trim()).toMatch(EN_PRICE);
});

test('a logged-in retailer\'s page starts priced: no visitor list first, no second session check', async ({ page }) => {
  await logInAsDemo(page, shop.url);

  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto(`${shop.url}/kameraovervakning`);
  await expect(page.getByTestId('product-card').first().getByTestId('price')).toContainText('eks. mva.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profil' })).toBeVisible();
  // The page came with its session: the shell neither asks again nor renders the visitor's list,
  // and the rest of the category, asked for as the reader scrolls towards it, is priced too.
  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => asked).toContain('/api/productUser/list');
  expect(asked.filter((path) => path === '/api/auth/verify' || path === '/api/product/list' || path.startsWith('/api/auth/user/'))).toEqual([]);
});
