import { expect, test } from '../support/shop-test';
import { LOCALES, ROUTES, getHref } from '../support/shop-routes';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();
let sku: string;
test.beforeAll(async () => {
  sku = await shop.firstSku();
});

const shellHeadings: Record<string, Record<'nb' | 'en', string>> = {
  contact: { nb: 'Kontakt', en: 'Contact' },
  about: { nb: 'Om oss', en: 'About us' },
  privacy: { nb: 'Personvernerklæring', en: 'Privacy' },
  terms: { nb: 'Kjøpsvilkår', en: 'Terms of purchase' },
};

test('every route of the table answers 200 in both languages and shows its page', async ({ page }) => {
  test.setTimeout(180_000);
  for (const route of ROUTES) {
    for (const locale of LOCALES) {
      const path = getHref(route.id, locale, { id: sku });
      const response = await page.goto(`${shop.url}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
      if (route.owner === 'shell') {
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(shellHeadings[route.id]![locale]);
      } else {
        // A guarded page may send a visitor to the login page, which the account remote shows.
        const owners = route.access === 'guarded' ? `[data-boundary="${route.owner}"], [data-boundary="account"]` : `[data-boundary="${route.owner}"]`;
        await expect(page.locator(owners).first(), path).toBeVisible();
      }
      await expect(page.getByTestId('error-page'), path).toHaveCount(0);
      // Exactly one main heading on every page (a guarded one shows the login page's).
      await expect(page.locator('h1'), path).toHaveCount(1);
    }
  }
});

test('every crumb of an English page is English and leads to a page that answers 200', async ({ page, request }) => {
  const product = await (await request.get(`${shop.url}/api/product/detail/${encodeURIComponent(sku)}`)).json();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link');
  const englishPages = [`/en/${product.category}/${sku}`, `/en/products/${sku}`, `/en/results/${sku}`, '/en/cart/checkout', '/en/account/log-in', '/en/terms-of-purchase'];
  const seen = new Set<string>();
  for (const path of englishPages) {
    await page.goto(`${shop.url}${path}`);
    await expect(crumbs.first(), path).toHaveText('Frontpage');
    for (const href of await crumbs.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(href, `${path}: ${href}`).toMatch(/^\/en(\/|$)/);
      seen.add(href);
    }
  }
  // The product page under its category names that category in English and links to its English page.
  const englishNames: Record<string, string> = {
    innbruddsalarm: 'Intruder alarm',
    kameraovervakning: 'Camera surveillance',
    brannprodukter: 'Fire products',
    adgangskontroll: 'Access control',
  };
  await page.goto(`${shop.url}/en/${product.category}/${sku}`);
  await expect(crumbs.nth(1)).toHaveText(englishNames[product.category]!);
  await expect(crumbs.nth(1)).toHaveAttribute('href', getHref(`category:${product.category}` as 'category:kameraovervakning', 'en'));
  for (const href of seen) expect((await request.get(`${shop.url}${href}`)).status(), href).toBe(200);
});

test('unknown paths answer 404 with the error page in the page language', async ({ page }) => {
  const nb = await page.goto(`${shop.url}/finnes-ikke/heller-ikke`);
  expect(nb?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beklager, denne siden finnes ikke');
  await expect(page.getByText('Denne siden ble ikke funnet')).toBeVisible();
  // Each language shows its own texts only (spec §8 gives both).
  await expect(page.getByText('This page could not be found')).toHaveCount(0);
  await expect(page).toHaveTitle('Error - Sikkerhetsgrossisten');
  const en = await page.goto(`${shop.url}/en/does-not-exist`);
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, this page does not exist');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByText('Denne siden ble ikke funnet')).toHaveCount(0);
  await page.getByRole('link', { name: 'Return to frontpage' }).click();
  await expect(page).toHaveURL(`${shop.url}/en`);
});

test('the language switch keeps the page, the product id and the query, and remembers the choice', async ({ page }) => {
  await page.goto(`${shop.url}/kameraovervakning`);
  // The English texts are a chunk of their own: an English page must never show the Norwegian
  // texts first. Any moment the address is English while the switch still reads "English" is kept.
  await page.evaluate(() => {
    const mixed: string[] = [];
    (window as unknown as { mixedMoments: string[] }).mixedMoments = mixed;
    new MutationObserver(() => {
      const toNorwegian = document.querySelector('header a[hreflang="nb"]');
      if (window.location.pathname.startsWith('/en') && toNorwegian?.textContent === 'English') mixed.push(window.location.pathname);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(`${shop.url}/en/camera-surveillance`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camera surveillance');
  expect(await page.evaluate(() => (window as unknown as { mixedMoments: string[] }).mixedMoments)).toEqual([]);
  await page.getByRole('link', { name: 'Bytt til norsk' }).click();
  await expect(page).toHaveURL(`${shop.url}/kameraovervakning`);

  await page.goto(`${shop.url}/produkter/${sku}`);
  await page.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(`${shop.url}/en/products/${sku}`);

  await page.goto(`${shop.url}/resultater?search=kamera`);
  await page.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(`${shop.url}/en/results?search=kamera`);

  const locale = (await page.context().cookies()).find((cookie) => cookie.name === 'locale');
  expect(locale?.value).toBe('en');
  expect(locale!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  // Coming back to the front page later, the chosen language is kept.
  await page.goto(`${shop.url}/`);
  await expect(page).toHaveURL(`${shop.url}/en`);
});

test('breadcrumbs name every path segment, with Norwegian letters restored', async ({ page }) => {
  const cases: Array<[string, string[]]> = [
    ['/kameraovervakning', ['Forside', 'Kameraovervåkning']],
    ['/brannprodukter', ['Forside', 'Brannprodukter']],
    ['/kjopsvilkar', ['Forside', 'Kjøpsvilkår']],
    ['/personvernerklaering', ['Forside', 'Personvernerklæring']],
    ['/min-side/opprett-konto', ['Forside', 'Min side', 'Opprett konto']],
    ['/handlekurv', ['Forside', 'Handlekurv']],
    ['/om-oss', ['Forside', 'Om oss']],
    ['/en/camera-surveillance', ['Frontpage', 'Camera surveillance']],
  ];
  for (const [path, expected] of cases) {
    await page.goto(`${shop.url}${path}`);
    const trail = page.getByRole('navigation', { name: /Brødsmulesti|Breadcrumbs/ }).getByRole('listitem');
    await expect(trail, path).toHaveText(expected);
  }
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Frontpage' }).click();
  await expect(page).toHaveURL(`${shop.url}/en`);
});
