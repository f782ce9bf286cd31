import { expect, test } from '../support/shop-test';
import { logInByApi } from '../support/demo-login';
import { navigateInApp, settle } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

// Every address the login page has (spec §2: its own route, the account route with ?page=login and
// /login), in both languages, and the logout pages.
const LOGIN_PAGES = [
  { path: '/min-side/logg-inn', name: 'Logg inn' },
  { path: '/min-side?page=login', name: 'Logg inn' },
  { path: '/login', name: 'Logg inn' },
  { path: '/en/account/log-in', name: 'Log in' },
  { path: '/en/account?page=login', name: 'Log in' },
  { path: '/en/login', name: 'Log in' },
];
const LOGOUT_PAGES = [
  { path: '/min-side/logg-ut', name: 'Logg ut' },
  { path: '/logout', name: 'Logg ut' },
  { path: '/en/account/logout', name: 'Log out' },
  { path: '/en/logout', name: 'Log out' },
];

test('the login and logout pages are named alike in their heading, their title and their last crumb, in each language', async ({ page }) => {
  test.setTimeout(120_000);
  for (const { path, name } of [...LOGIN_PAGES, ...LOGOUT_PAGES]) {
    // The server's title, before any script could change it.
    const served = await (await page.request.get(`${shop.url}${path}`)).text();
    expect({ path, title: /<title>([^<]*) - [^<]*<\/title>/.exec(served)?.[1] }).toEqual({ path, title: name });
    await page.goto(`${shop.url}${path}`);
    await settle(page);
    const seen = {
      path,
      heading: await page.locator('main h1').first().innerText(),
      title: (await page.title()).split(' - ')[0],
      crumb: await page.locator('nav ol li[aria-current="page"]').innerText(),
    };
    expect(seen).toEqual({ path, heading: name, title: name, crumb: name });
  }
});

test('a logged-in customer who opens a login page is sent to the account: by the server, and by the page within the shop', async ({ page }) => {
  await logInByApi(page, shop.url);
  for (const { path } of LOGIN_PAGES) {
    const answer = await page.request.get(`${shop.url}${path}`, { maxRedirects: 0 });
    const account = path.startsWith('/en') ? '/en/account' : '/min-side';
    expect({ path, status: answer.status(), location: answer.headers()['location'] }).toEqual({ path, status: 302, location: account });
  }
  // Within the shop (a link followed without a new page load), the page itself moves on.
  await page.goto(`${shop.url}/`);
  await settle(page);
  await navigateInApp(page, '/min-side/logg-inn');
  await expect(page).toHaveURL(`${shop.url}/min-side`);
  await expect(page.getByRole('heading', { name: 'Firmainformasjon', level: 1 })).toBeVisible();
  await navigateInApp(page, '/en/account?page=login');
  await expect(page).toHaveURL(`${shop.url}/en/account`);
  await expect(page.getByRole('heading', { name: 'Company info', level: 1 })).toBeVisible();
});
