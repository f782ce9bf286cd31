import { expect, test, type Locator, type Page } from '../support/shop-test';
import { reachFooter } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

const PRICE_FIELD = /"(price|indicativePrice|discount)"\s*:/;

/** Every API answer the page receives, to check that none of them carries a price. */
function recordApiAnswers(page: Page): Array<{ url: string; body: string }> {
  const answers: Array<{ url: string; body: string }> = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    answers.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  return answers;
}

test('a visitor browses front page → category → product → filter → search without seeing a price', async ({ page }) => {
  const answers = recordApiAnswers(page);
  await page.goto(`${shop.url}/`);

  // Front page: featured carousel, suppliers block, no banner unless the settings enable it.
  const carousel = page.getByTestId('product-carousel');
  await expect(carousel.getByRole('heading', { name: 'Utvalgte produkter' })).toBeVisible();
  await expect(carousel.getByTestId('product-card').first()).toBeVisible();
  await expect(carousel.getByRole('link', { name: 'Logg inn for forhandlerpriser' }).first()).toBeVisible();
  await expect(page.getByTestId('banner-carousel')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Våre leverandører' })).toBeVisible();
  await expect(page.getByTestId('supplier-logo')).toHaveCount(12);
  await page.getByRole('button', { name: 'Vis flere' }).click();
  await expect(page.getByTestId('supplier-logo')).toHaveCount(30);
  await page.getByRole('button', { name: 'Vis færre' }).click();
  await expect(page.getByTestId('supplier-logo')).toHaveCount(12);

  // Category page, from the header's category link.
  await page.getByRole('banner').getByRole('link', { name: 'Kameraovervåkning' }).click();
  await expect(page).toHaveURL(`${shop.url}/kameraovervakning`);
  await expect(page.getByRole('heading', { name: 'Kameraovervåkning', level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-count')).toHaveText(/^\d+ produkter$/);
  const firstCard = page.getByTestId('product-card').first();
  const sku = await firstCard.getAttribute('data-sku');

  // Product page: title, specs, supplier, login link that comes back here, quantity and add-to-cart.
  await firstCard.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(`${shop.url}/kameraovervakning/${sku}`);
  const detail = page.getByTestId('product-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Tekniske spesifikasjoner' })).toBeVisible();
  await expect(detail.getByText('Leverandør')).toBeVisible();
  const login = detail.getByRole('link', { name: 'Logg inn for forhandlerpriser' });
  await expect(login).toHaveAttribute('href', `/api/auth/authorize?returnTo=${encodeURIComponent(`/kameraovervakning/${sku}`)}`);
  await detail.getByLabel('Antall').fill('0');
  await detail.getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(detail.getByText('Skriv et antall fra 1 til 999.')).toBeVisible();
  await detail.getByLabel('Antall').fill('3');
  await detail.getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('3');

  // Filter in product mode: choosing only marks; the Filter button goes to the category and filters.
  const sidebar = page.getByTestId('filter-sidebar');
  await sidebar.getByLabel('IP-kameraer').check();
  await sidebar.getByLabel('Dome-kameraer').check();
  await expect(sidebar.getByLabel('IP-kameraer')).not.toBeChecked();
  await expect(page).toHaveURL(`${shop.url}/kameraovervakning/${sku}`);
  await sidebar.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(`${shop.url}/kameraovervakning?filter=kameraovervakning%3Aip-kameraer%3Adome-kameraer`);
  await expect(page.getByTestId('filter-summary')).toHaveText('Filtrert på: Dome-kameraer');
  await expect(page.getByTestId('product-count')).toHaveText(/^\d+ produkter$/);
  const domeTitles = await page.getByTestId('product-card').getByRole('heading').allTextContents();
  expect(domeTitles.length).toBeGreaterThan(0);
  for (const title of domeTitles) expect(title).toMatch(/dome/i);

  // The filter is in the address: it survives a reload.
  await page.reload();
  await expect(page.getByTestId('filter-sidebar').getByLabel('Dome-kameraer')).toBeChecked();
  await expect(page.getByTestId('filter-summary')).toHaveText('Filtrert på: Dome-kameraer');

  // Unchecking the last child checks its parent again, and the list follows at once.
  await page.getByTestId('filter-sidebar').getByLabel('Dome-kameraer').uncheck();
  await expect(page.getByTestId('filter-sidebar').getByLabel('IP-kameraer')).toBeChecked();
  await expect(page).toHaveURL(`${shop.url}/kameraovervakning?filter=kameraovervakning%3Aip-kameraer`);

  // Search from the header: stemming finds "kamera" products for "kameraer".
  await page.getByRole('search').getByRole('searchbox').fill('kameraer');
  await page.getByRole('search').getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(`${shop.url}/resultater?search=kameraer`);
  await expect(page.getByTestId('search-summary')).toHaveText('Søkeresultater for «kameraer»');
  await expect(page.getByTestId('product-card').first()).toContainText(/kamera/i);
  await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${shop.url}/resultater/`));
  await expect(page.getByTestId('product-detail')).toBeVisible();

  // No price anywhere: not in the page, not in any answer of the API.
  await expect(page.getByText('eks. mva.')).toHaveCount(0);
  expect(answers.length).toBeGreaterThan(5);
  expect(answers.filter((answer) => PRICE_FIELD.test(answer.body)).map((answer) => answer.url)).toEqual([]);
});

test('English pages speak English and use the English paths', async ({ page }) => {
  await page.goto(`${shop.url}/en/camera-surveillance`);
  await expect(page.getByRole('heading', { name: 'Camera surveillance', level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-card').first().getByRole('link', { name: 'Login for retailer prices' })).toBeVisible();
  await expect(page.getByTestId('product-count')).toHaveText(/^\d+ products$/);
});

test('a phone gets raster pictures at the width it shows them', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await phone.newPage();
  /** The picture the browser chose from the srcset, once it has drawn it. */
  const drawn = (image: Locator) =>
    image.evaluate(async (element: HTMLImageElement) => {
      await element.decode();
      return { chosen: new URL(element.currentSrc).pathname + new URL(element.currentSrc).search, drawn: element.naturalWidth > 0 };
    });
  await page.goto(`${shop.url}/`);
  const logo = page.getByTestId('supplier-logo').first().locator('img');
  await logo.scrollIntoViewIfNeeded();
  expect(await drawn(logo)).toEqual({ chosen: expect.stringMatching(/^\/api\/images\/suppliers\/[a-z-]+\.png\?w=320$/), drawn: true });

  await page.goto(`${shop.url}/kameraovervakning`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const card = page.getByTestId('product-card').filter({ has: page.locator('img') }).first();
  const sku = await card.getAttribute('data-sku');
  expect(await drawn(card.locator('img'))).toEqual({ chosen: `/api/images/products/${sku}.png?w=320`, drawn: true });

  await card.getByRole('heading').getByRole('link').click();
  const main = page.getByTestId('product-detail').getByRole('img', { name: /^Bilde 1 av / });
  expect(await drawn(main)).toEqual({ chosen: `/api/images/products/${sku}.png?w=480`, drawn: true });
  await phone.close();
});

test('a category of many products shows its first screen, fills in as one scrolls, and leaves the footer in reach', async ({ page }) => {
  await page.goto(`${shop.url}/produkter`);
  const cards = page.getByTestId('product-card');
  await expect(page.getByTestId('product-count')).toHaveText(/^\d+ produkter$/);
  const total = Number((await page.getByTestId('product-count').textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(1000);
  const first = await cards.count();
  expect(first).toBeLessThan(100);
  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => cards.count()).toBeGreaterThan(first);

  // Scrolling on stops adding cards after a few batches: the footer comes into reach, and a click
  // on it lands there. The next page link shows the next cards.
  const contact = (await reachFooter(page)).getByRole('link', { name: 'Kontakt', exact: true });
  const shown = await cards.count();
  expect(shown).toBeLessThan(total);
  await page.mouse.wheel(0, 20_000);
  await expect(contact).toBeInViewport();
  expect(await cards.count()).toBe(shown);
  await page.getByTestId('next-page').click();
  await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  await expect(page).toHaveURL(`${shop.url}/produkter`);
  await contact.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
});

test('the mobile filter panel: Results filters the products page and closes the panel', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${shop.url}/`);
  await page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'Filter' }).click();
  const panel = page.getByTestId('filter-panel');
  await panel.getByLabel('Brannprodukter').check();
  await panel.getByLabel('Slokkeutstyr').check();
  await expect(panel.getByLabel('Brannprodukter')).not.toBeChecked();
  await panel.getByRole('button', { name: 'Nullstill filter' }).click();
  await expect(panel.getByLabel('Brannprodukter')).not.toBeChecked();
  await expect(panel.getByLabel('Slokkeutstyr')).toHaveCount(0);
  await panel.getByLabel('Adgangskontroll').check();
  await panel.getByRole('button', { name: 'Resultater' }).click();
  await expect(page).toHaveURL(`${shop.url}/produkter?filter=adgangskontroll`);
  await expect(page.getByTestId('filter-panel')).toBeHidden();
  await expect(page.getByTestId('filter-summary')).toHaveText('Filtrert på: Adgangskontroll');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('the banner carousel shows when the page settings enable it, and its arrows stop at the ends', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __SHOP_SETTINGS__: { showBanner: boolean } }).__SHOP_SETTINGS__ = { showBanner: true };
  });
  await page.goto(`${shop.url}/`);
  const banner = page.getByTestId('banner-carousel');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Forrige' })).toBeDisabled();
  await expect(banner.getByRole('button', { name: 'Neste' })).toBeEnabled();
});
