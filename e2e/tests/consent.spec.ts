import { expect, test, type BrowserContext, type Page } from '../support/shop-test';
import { DEMO } from '../support/demo-login';
import { settle } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

// Spec §9: the necessary cookies are consent, enabled-cookies and the auth cookies refresh, access,
// id and sd; the locale cookie (365 days, §9) is written only when the visitor picks a language; the
// login's device cookie lets the owner past a throttle while someone guesses at the account.
// Analytics (its cookie, any storage, the page-view call) exists only after "Godta analyse".
const NECESSARY_COOKIES = ['access', 'consent', 'device', 'enabled-cookies', 'id', 'locale', 'refresh', 'sd'];
// The cart (kept across reloads), the guard against reloading in a loop after a deploy, and that
// the browser has fetched the shop's font (the next page is laid out in it from the start).
const NECESSARY_STORAGE = ['shop-cart', 'shop:chunk-reload-at', 'shop-font'];
const ANALYTICS = /analytic|_ga|_gid|track/i;

const shop = shopOfThisFile();

/** Every call the page makes to the analytics endpoint. */
function recordAnalyticsCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/analytics')) calls.push(request.url());
  });
  return calls;
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).sort();
}

async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].sort());
}

/** Nothing but necessary cookies and storage, and nothing that looks like analytics anywhere. */
async function expectOnlyNecessary(page: Page, context: BrowserContext, step: string): Promise<void> {
  const cookies = await cookieNames(context);
  for (const name of cookies) expect(NECESSARY_COOKIES, `${step}: cookie ${name}`).toContain(name);
  const keys = await storageKeys(page);
  for (const key of keys) expect(NECESSARY_STORAGE, `${step}: storage ${key}`).toContain(key);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored, step).not.toMatch(ANALYTICS);
}

/** Pages the way a visitor moves: a category, a product, then the product page loaded afresh. */
async function browse(page: Page): Promise<number> {
  await page.getByRole('navigation', { name: /^(Kategorier|Categories)$/ }).getByRole('link').nth(2).click();
  await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByTestId('product-detail')).toBeVisible();
  await page.reload();
  await settle(page);
  return 3;
}

const locales = [
  { locale: 'nb', front: '/', login: 'Logg inn', email: 'E-post', password: 'Passord', profile: 'Profil', switchTo: 'Switch to English' },
  { locale: 'en', front: '/en', login: 'Login', email: 'E-mail', password: 'Password', profile: 'Profile', switchTo: 'Bytt til norsk' },
] as const;

for (const { locale, front, login, email, password, profile, switchTo } of locales) {
  test(`${locale}: nothing optional before a choice, declining keeps analytics off, logging in adds only necessary cookies`, async ({ page, context }) => {
    const calls = recordAnalyticsCalls(page);
    await page.goto(`${shop.url}${front}`);
    await settle(page);
    // The bar speaks Norwegian on English pages too (spec §1).
    await expect(page.getByTestId('consent-bar')).toContainText('Informasjonskapsler');

    let pages = 1 + (await browse(page));
    expect(await cookieNames(context)).toEqual([]);
    await expectOnlyNecessary(page, context, 'before a choice');

    await page.getByTestId('consent-bar').getByRole('button', { name: 'Avslå analyse' }).click();
    await expect(page.getByTestId('consent-bar')).toHaveCount(0);
    expect(await cookieNames(context)).toEqual(['consent', 'enabled-cookies']);
    pages += await browse(page);
    await expectOnlyNecessary(page, context, 'after declining');

    // The auth cookies of a login, and the locale cookie of a language switch, are the necessary ones.
    await page.getByRole('banner').getByRole('link', { name: login, exact: true }).click();
    await page.getByLabel(email).fill(DEMO.email);
    await page.getByLabel(password).fill(DEMO.password);
    await page.getByLabel(password).press('Enter');
    await expect(page.getByRole('banner').getByRole('link', { name: profile })).toBeVisible();
    await page.getByRole('link', { name: switchTo }).click();
    await expect.poll(() => cookieNames(context)).toEqual(['access', 'consent', 'device', 'enabled-cookies', 'id', 'locale', 'refresh', 'sd']);
    await page.reload();
    await settle(page);
    pages += 3;
    await expectOnlyNecessary(page, context, 'logged in');

    expect(calls, 'analytics calls without consent').toEqual([]);
    console.log(
      `Consent (${locale}): ${pages} pages before a choice, after declining and logged in; cookies: ${(await cookieNames(context)).join(', ')}; ` +
        `storage: ${(await storageKeys(page)).join(', ')}; analytics calls: ${calls.length}`,
    );
  });

  test(`${locale}: accepting turns analytics on — the cookie is set and page views are counted`, async ({ page, context }) => {
    // The same checks as above see analytics once it is allowed, so they can tell.
    const calls = recordAnalyticsCalls(page);
    await page.goto(`${shop.url}${front}`);
    await settle(page);
    expect(calls).toEqual([]);
    await page.getByTestId('consent-bar').getByRole('button', { name: 'Godta analyse' }).click();
    await expect.poll(() => cookieNames(context)).toContain('analytics_id');
    await expect.poll(() => calls.length).toBeGreaterThan(0);
  });
}

/**
 * Opens `path` as the server renders it. On a machine busy with the other tests a render can miss
 * its budget and fall back to the page the browser renders (blank without scripts): then it is
 * loaded again, until the answer says it was rendered (or 20 s have passed).
 */
async function openRendered(page: Page, path: string): Promise<void> {
  await expect
    .poll(async () => (await page.goto(`${shop.url}${path}`))?.headers()['x-page-render'], { intervals: [0, 500, 1000], timeout: 20_000 })
    .not.toBe('browser');
}

test('the page carries the consent bar before any script runs, and leaves it out once answered', async ({ browser }) => {
  // What a phone shows while the scripts are still on their way: the page rendered on the server.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await openRendered(page, '/kameraovervakning');
  const bar = page.getByTestId('consent-bar');
  await expect(bar.getByText('Vi bruker nødvendige informasjonskapsler', { exact: false })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Godta analyse' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Avslå analyse' })).toBeVisible();

  await context.addCookies([{ name: 'consent', value: 'true', url: shop.url }]);
  await openRendered(page, '/kameraovervakning');
  await expect(page.getByRole('heading', { level: 1, name: 'Kameraovervåkning' })).toBeVisible();
  await expect(page.getByText('Vi bruker nødvendige informasjonskapsler', { exact: false })).toHaveCount(0);
  await context.close();
});

test('without scripts, either button of the bar stores the answer and brings the same page back without the bar', async ({ browser }) => {
  for (const [path, button, enabled] of [
    ['/kameraovervakning?sort=name', 'Godta analyse', 'analytics'],
    ['/en/cart', 'Avslå analyse', ''],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await openRendered(page, path);
    await page.getByTestId('consent-bar').getByRole('button', { name: button }).click();
    await expect(page).toHaveURL(`${shop.url}${path}`);
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies).toMatchObject({ consent: 'true', 'enabled-cookies': enabled });
    // The answer holds for the next page too, rendered without the bar's question.
    await openRendered(page, path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByTestId('consent-bar')).toHaveCount(0);
    await context.close();
  }
});

test('without scripts, the privacy page changes the answer either way', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([
    { name: 'consent', value: 'true', url: shop.url },
    { name: 'enabled-cookies', value: 'analytics', url: shop.url },
  ]);
  const page = await context.newPage();
  await openRendered(page, '/personvernerklaering');
  await expect(page.getByTestId('consent-status')).toHaveText('Du har godtatt analysekapsler.');
  await page.getByRole('main').getByRole('button', { name: 'Avslå analyse' }).click();
  await expect(page).toHaveURL(`${shop.url}/personvernerklaering`);
  await expect(page.getByTestId('consent-status')).toHaveText('Du har avslått analysekapsler.');
  expect((await context.cookies()).find((cookie) => cookie.name === 'enabled-cookies')?.value).toBe('');
  await page.getByRole('main').getByRole('button', { name: 'Godta analyse' }).click();
  await expect(page.getByTestId('consent-status')).toHaveText('Du har godtatt analysekapsler.');
  await context.close();
});
