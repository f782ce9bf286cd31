import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AxeReport } from '../support/axe-check';
import { expect, test, type APIRequestContext, type Page } from '../support/shop-test';
import { distOf, e2eTmp } from '../support/paths';
import { buildRelease } from '../support/remote-release';
import { ownShopOfThisFile } from '../support/shop-stack';

// A release whose code fails in the browser (it throws, or its remoteEntry.js arrives cut short)
// while the server renders its pages well: the page keeps what the server rendered, readable and
// with working links, under a quiet notice, instead of throwing it away for the error fallback.

// A shop of its own: it re-points releases to broken builds.
const shop = ownShopOfThisFile();

const NOTICE_NB = 'Denne delen av siden kan ikke brukes akkurat nå, men lenkene i den virker.';
const NOTICE_EN = 'This part of the page cannot be used right now, but its links still work.';

/** A statement at the top of a function's body that throws where a browser runs it, and only there. */
const throwInBrowser = (what: string) => `  if (typeof window !== 'undefined') throw new Error('${what} of release cart-broken fails in the browser');\n  return (`;

/**
 * Waits until the server renders `url` (and keeps it, a visitor's page): a release just deployed is
 * loaded by the server's render workers first, and until then a page is sent for the browser to
 * render, which has no server HTML to keep.
 */
async function untilServerRenders(request: APIRequestContext, url: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(`${shop.url}${url}`)).headers()['x-page-render'], { timeout: 60_000, message: `${url} rendered by the server` })
    .not.toBe('browser');
}

/** The part of `main` the page keeps from the server: under the notice, never the error fallback. */
async function expectKeptWithNotice(page: Page, notice: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: notice })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
}

test("a cart release that throws in the browser leaves the server's cart page in place, and the product page works without it", async ({ page }) => {
  test.setTimeout(240_000);
  const broken = buildRelease('cart', 'cart-broken', [
    { file: 'src/pages/pages.tsx', from: 'export default function CartPages(props: RemotePageProps) {\n  return (', to: `export default function CartPages(props: RemotePageProps) {\n${throwInBrowser('The cart page')}` },
    {
      file: 'src/features/add-to-cart/add-to-cart.tsx',
      from: 'export default function AddToCart({ sku, quantity }: AddToCartProps) {\n  return (',
      to: `export default function AddToCart({ sku, quantity }: AddToCartProps) {\n${throwInBrowser('The add-to-cart control')}`,
    },
  ]);
  await shop.deployRemote('cart', broken);
  const axe = new AxeReport();
  await AxeReport.install(page);

  // The cart page as the server rendered it (release cart-broken): its heading and its quick order,
  // whose field and button are shown disabled, under the notice.
  await untilServerRenders(page.request, '/handlekurv');
  await page.goto(`${shop.url}/handlekurv`);
  await expectKeptWithNotice(page, NOTICE_NB);
  const main = page.getByRole('main');
  await expect(main.locator('[data-boundary="cart"]')).toHaveAttribute('data-release', 'cart-broken');
  await expect(main.getByRole('heading', { level: 1, name: 'Handlekurv' })).toBeVisible();
  await expect(main.getByRole('button').first()).toBeDisabled();
  await axe.check(page, 'cart page kept from the server');
  expect(axe.summary()).toBe('');

  await untilServerRenders(page.request, '/en/cart');
  await page.goto(`${shop.url}/en/cart`);
  await expectKeptWithNotice(page, NOTICE_EN);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();

  // The catalogue's product page hydrates: only the cart's control in it fails, and the catalogue's
  // own plain button stands in for it and still fills the cart.
  const sku = await shop.firstSku();
  await page.goto(`${shop.url}/produkter/${sku}`);
  await expect(page.getByRole('main').getByText(sku).first()).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('1');

  // The cart page opened from there is rendered by the browser: no server HTML to keep, so the
  // fallback with its retry, as before.
  await page.getByTestId('header-cart').click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Denne delen av butikken er midlertidig utilgjengelig.');
  await expect(page.getByRole('main').getByText(NOTICE_NB)).toHaveCount(0);
});

test("a catalogue release whose remoteEntry.js is cut short keeps the server's pages readable, and their links lead on", async ({ page }) => {
  // The catalogue as built goes live; then its browser entry is overwritten in place by a deploy
  // cut off halfway (its server build is whole). A release with a cut entry is refused before it
  // goes live (the release check compiles it); one spoiled after its check reaches browsers so.
  const cut = path.join(e2eTmp, 'catalog-cut-entry');
  await rm(cut, { recursive: true, force: true });
  await cp(distOf('catalog'), cut, { recursive: true });
  expect(await shop.deployRemote('catalog', cut)).toBe('live');
  const entry = path.join(cut, 'remoteEntry.js');
  const whole = await readFile(entry);
  await Promise.all(['.br', '.gz'].map((copy) => rm(entry + copy, { force: true })));
  await writeFile(entry, whole.subarray(0, Math.floor(whole.length / 2)));

  const axe = new AxeReport();
  await AxeReport.install(page);
  await untilServerRenders(page.request, '/kameraovervakning');
  await page.goto(`${shop.url}/kameraovervakning`);
  await expectKeptWithNotice(page, NOTICE_NB);
  await axe.check(page, 'category page kept from the server');
  expect(axe.summary()).toBe('');
  const main = page.getByRole('main');
  const cards = main.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  // A product's link in the kept page opens the product page, as the server renders it.
  const product = cards.first().locator('a[href]').first();
  const href = await product.getAttribute('href');
  await untilServerRenders(page.request, href ?? '');
  await product.click();
  await expect(page).toHaveURL(`${shop.url}${href}`);
  await expectKeptWithNotice(page, NOTICE_NB);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
