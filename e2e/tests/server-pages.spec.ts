import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type FoundingRemote, type RemoteName } from '@shop/shared/contracts';
import type { Route } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from '../support/shop-test';
import { DEMO } from '../support/demo-login';
import { confirmedOrganization } from '../support/new-organization';
import { distOf, e2eTmp } from '../support/paths';
import { ShopStack, ownShopOfThisFile } from '../support/shop-stack';

// Pages come from the server rendered, in their language, with their data and their status; a
// visitor's page carries no price, a retailer's is kept by no cache; they can be browsed with
// JavaScript turned off; and a remote whose server build is missing still shows in the browser.

// A shop of its own: it re-points releases to builds without their server part.
const shop = ownShopOfThisFile();

async function page(request: APIRequestContext, url: string) {
  const response = await request.get(`${shop.url}${url}`, { maxRedirects: 0 });
  const headers = response.headers();
  return { status: response.status(), html: await response.text(), cacheControl: headers['cache-control'], renderedBy: headers['x-page-render'], policy: headers['content-security-policy'] ?? '' };
}

/**
 * The page as the server rendered it. A render that misses its first-byte budget (a busy machine)
 * is answered with the shell page for the browser to render instead, which is allowed: asked
 * again until it comes rendered.
 */
async function renderedPage(request: APIRequestContext, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await page(request, url);
    if (answer.renderedBy !== 'browser' || attempt === 10) return answer;
  }
}

/** The text a person reads in the page's main part, without the markup. */
const mainText = (html: string) => (/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '').replace(/<[^>]+>/g, ' ');

test("a visitor's category and product pages come rendered, in their language, without a price", async ({ request }) => {
  const sku = await shop.firstSku();
  for (const url of ['/innbruddsalarm', `/produkter/${sku}`, '/en/intruder-alarm', `/en/products/${sku}`]) {
    const { status, html, cacheControl } = await renderedPage(request, url);
    expect(status, url).toBe(200);
    expect(html, url).toContain(`<html lang=${url.startsWith('/en') ? 'en' : 'nb'}>`);
    expect(html, url).toContain(sku);
    expect(mainText(html), url).not.toContain('Laster');
    // No price anywhere: not in the text, not in the data the page carries for its scripts.
    expect(html, url).not.toMatch(/"(price|indicativePrice)"\s*:/);
    expect(mainText(html), url).not.toMatch(/\d,-|eks\. mva|excl\. VAT/);
    expect(cacheControl, url).not.toContain('private');
  }
});

test("the front page comes with its suppliers block, and the browser does not fetch the list again", async ({ request, browser }) => {
  const { html } = await renderedPage(request, '/en');
  expect(mainText(html)).toContain('Our suppliers');
  expect(html.match(/data-testid="supplier-logo"/g)).toHaveLength(12);

  const context = await browser.newContext();
  const visit = await context.newPage();
  const asked: string[] = [];
  visit.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await visit.goto(`${shop.url}/en`);
  await expect(visit.getByTestId('supplier-logo')).toHaveCount(12);
  await visit.getByRole('button', { name: 'Show more' }).click();
  await expect(visit.getByTestId('supplier-logo')).not.toHaveCount(12);
  expect(asked).not.toContain('/api/product/suppliers');
  await context.close();
});

test('a product page names itself to search engines: title, description, one address, languages, schema.org Product without a price', async ({ request }) => {
  const sku = await shop.firstSku();
  const product = (await (await request.get(`${shop.url}/api/product/detail/${sku}`)).json()) as { title: { nb: string; en: string }; category: string; supplier: { name: string } };
  const { html } = await renderedPage(request, `/produkter/${sku}`);
  expect(html).toContain(`<title>${product.title.nb} - Sikkerhetsgrossisten</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+">/);
  // One address per product: under its own category, whichever list it was opened from.
  expect(html).toContain(`<link rel="canonical" href="${shop.url}/${product.category}/${sku}">`);
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="${shop.url}/en/${product.category}/${sku}">`);
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${shop.url}/${product.category}/${sku}">`);
  const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(json ?? 'null') as Record<string, unknown>;
  expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: product.title.nb, sku, brand: { '@type': 'Brand', name: product.supplier.name } });
  expect(typeof data.category).toBe('string');
  expect(data).not.toHaveProperty('offers');
  expect(json).not.toMatch(/price/i);
});

test("a visitor's page is rendered once and sent again, its scripts allowed for each answer alone", async ({ request }) => {
  const first = await renderedPage(request, '/kameraovervakning');
  const again = await page(request, '/kameraovervakning');
  expect(first.renderedBy).toMatch(/server|cache/);
  expect(again.renderedBy).toBe('cache');
  expect(again.html.replace(/nonce="[^"]*"/g, '')).toBe(first.html.replace(/nonce="[^"]*"/g, ''));
  for (const answer of [first, again]) {
    for (const [, nonce] of answer.html.matchAll(/nonce="([^"]*)"/g)) expect(answer.policy).toContain(`'nonce-${nonce}'`);
  }
});

test("a retailer's pages come rendered with their prices, and no cache keeps them", async ({ playwright }) => {
  const retailer = await playwright.request.newContext();
  expect((await retailer.post(`${shop.url}/api/auth/login`, { data: DEMO })).status()).toBe(200);
  const { status, html, cacheControl } = await renderedPage(retailer, '/innbruddsalarm');
  expect(status).toBe(200);
  expect(html).toMatch(/"price"\s*:\s*\d/);
  expect(mainText(html)).toMatch(/\d,-\s+eks\. mva\./);
  expect(cacheControl).toBe('private, no-store');
  await retailer.dispose();
});

test('renders running at the same moment never mix language, session or prices', async ({ playwright }) => {
  test.setTimeout(120_000);
  // The demo organisation has a price agreement, a new one has none: the same product has two prices.
  const other = { name: 'Samtidig Sikring', email: `samtidig.${Date.now().toString(36)}@example.com`, password: 'et-langt-passord-1' };
  await confirmedOrganization(shop, other);
  const visitor = await playwright.request.newContext();
  const retailers = await Promise.all(
    [DEMO, { email: other.email, password: other.password }].map(async (login) => {
      const context = await playwright.request.newContext();
      const answer = await context.post(`${shop.url}/api/auth/login`, { data: login });
      expect(answer.status()).toBe(200);
      return { context, id: ((await answer.json()) as { userId: string }).userId };
    }),
  );
  const sku = await shop.firstSku();
  const prices = await Promise.all(
    retailers.map(async ({ context }) => ((await (await context.get(`${shop.url}/api/productUser/detail/${sku}`)).json()) as { price: number }).price),
  );
  expect(prices[0]).not.toBe(prices[1]);

  const askers = [
    { who: 'visitor', context: visitor, id: null, price: null },
    { who: 'demo', ...retailers[0]!, price: prices[0]! },
    { who: 'other', ...retailers[1]!, price: prices[1]! },
  ];
  const asks = Array.from({ length: 8 }, () => askers.flatMap((asker) => [`/produkter/${sku}`, `/en/products/${sku}`].map((url) => ({ asker, url })))).flat();
  const answers = await Promise.all(asks.map(async ({ asker, url }) => ({ asker, url, answer: await renderedPage(asker.context, url) })));
  let rendered = 0;
  for (const { asker, url, answer } of answers) {
    const label = `${asker.who} ${url} (${answer.renderedBy})`;
    expect(answer.status, label).toBe(200);
    expect(answer.html, label).toContain(`<html lang=${url.startsWith('/en') ? 'en' : 'nb'}>`);
    const session = /<script type="application\/json" id="shop-session">(.*?)<\/script>/.exec(answer.html)?.[1] ?? '';
    const pricesInPage = [...answer.html.matchAll(/"price"\s*:\s*([\d.]+)/g)].map((match) => Number(match[1]));
    if (answer.renderedBy === 'browser') continue;
    rendered += 1;
    if (asker.id === null) {
      expect(session, label).not.toContain('"user"');
      expect(pricesInPage, label).toEqual([]);
    } else {
      expect(session, label).toContain(`"id":"${asker.id}"`);
      expect(pricesInPage, label).toContain(asker.price);
      const otherPrice = askers.find((someone) => someone.id !== null && someone.id !== asker.id)!.price;
      expect(pricesInPage, label).not.toContain(otherPrice);
    }
  }
  // Most of them rendered on the server (a busy machine may send a few to the browser).
  expect(rendered).toBeGreaterThan(answers.length / 2);
  await Promise.all([visitor, ...retailers.map(({ context }) => context)].map((context) => context.dispose()));
});

test('the server answers a page that does not exist 404, with the error page in its language', async ({ request }) => {
  for (const [url, text] of [
    ['/finnes-ikke', 'Beklager, denne siden finnes ikke'],
    ['/en/nothing-here', 'Sorry, this page does not exist'],
    ['/produkter/FINNES-IKKE-1', 'Beklager, denne siden finnes ikke'],
    ['/en/products/NOT-THERE-1', 'Sorry, this page does not exist'],
  ]) {
    const { status, html } = await renderedPage(request, url!);
    expect(status, url).toBe(404);
    expect(mainText(html), url).toContain(text);
  }
});

/** With JavaScript off, a page the server fell back on (a busy machine) is empty: loaded again until it comes rendered. */
async function untilRendered(tab: Page): Promise<void> {
  for (let attempt = 1; attempt < 10 && (await tab.locator('#root > *').count()) === 0; attempt += 1) await tab.reload();
}

test('with JavaScript turned off, a customer browses from a category to a product and searches from the header', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const tab = await context.newPage();
  await tab.goto(`${shop.url}/`);
  await untilRendered(tab);
  await tab.getByRole('navigation', { name: 'Kategorier' }).getByRole('link', { name: 'Innbruddsalarm' }).click();
  await expect(tab).toHaveURL(`${shop.url}/innbruddsalarm`);
  await untilRendered(tab);
  await expect(tab.getByRole('heading', { level: 1, name: 'Innbruddsalarm' })).toBeVisible();
  const firstProduct = tab.getByTestId('product-card').first().getByRole('heading').getByRole('link');
  const title = (await firstProduct.textContent())!.trim();
  await firstProduct.click();
  await untilRendered(tab);
  await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The trail ends with the product's name, not its id.
  await expect(tab.getByRole('navigation', { name: 'Brødsmulesti' }).getByText(title, { exact: true })).toBeVisible();

  await tab.getByRole('searchbox', { name: 'Søk i produkter' }).fill('kamera');
  await tab.getByRole('searchbox', { name: 'Søk i produkter' }).press('Enter');
  await expect(tab).toHaveURL(`${shop.url}/resultater?search=kamera`);
  await untilRendered(tab);
  await expect(tab.getByTestId('product-card').first()).toBeVisible();
  await context.close();
});

test("without JavaScript a login form is told to need it, and sending it puts nothing in the address", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const tab = await context.newPage();
  const addresses: string[] = [];
  tab.on('framenavigated', (frame) => addresses.push(frame.url()));
  for (const [url, note] of [
    ['/min-side/logg-inn', 'Slå på JavaScript i nettleseren for å sende dette skjemaet.'],
    ['/en/account/log-in', 'Turn on JavaScript in your browser to send this form.'],
  ] as const) {
    await tab.goto(`${shop.url}${url}`);
    await untilRendered(tab);
    const form = tab.locator('form').filter({ has: tab.locator('input[type=password]') });
    // Playwright's text and role locators skip <noscript>, which a browser without scripts shows.
    const needsScripts = form.locator('noscript p');
    await expect(needsScripts).toHaveText(note);
    await expect(needsScripts).toBeVisible();
    await form.locator('input[type=email]').fill(DEMO.email);
    await form.locator('input[type=password]').fill(DEMO.password);
    await form.locator('input[type=password]').press('Enter');
    // The browser sent the form to the page, which answered with itself: the same address, the form again.
    await expect(tab).toHaveURL(`${shop.url}${url}`);
    await expect(needsScripts).toBeVisible();
  }
  expect(addresses.filter((address) => address.includes('?'))).toEqual([]);
  await context.close();
});

test('Enter in a login form before the page has started logs in once it has, and the password never reaches the address', async ({ browser }) => {
  const context = await browser.newContext();
  const tab = await context.newPage();
  // The page's scripts are held back until the form has been filled and sent.
  const heldScripts: Route[] = [];
  await tab.route('**/main.js', (route) => void heldScripts.push(route));
  const pageRequests: string[] = [];
  tab.on('request', (request) => {
    if (request.resourceType() === 'document') pageRequests.push(`${request.method()} ${request.url()}`);
  });
  // Not awaited: Playwright's goto waits for the held script (it would return once that is let in).
  const opened = tab.goto(`${shop.url}/min-side/logg-inn`, { waitUntil: 'commit' });
  await expect.poll(() => heldScripts.length).toBe(1);
  await tab.getByLabel('E-post').fill(DEMO.email);
  await tab.getByLabel('Passord').fill(DEMO.password);
  await tab.getByLabel('Passord').press('Enter');
  await Promise.all(heldScripts.map((route) => route.continue()));
  await opened;
  await expect(tab.getByRole('banner').getByRole('link', { name: 'Profil' })).toBeVisible();
  expect(pageRequests).toEqual([`GET ${shop.url}/min-side/logg-inn`]);
  expect(tab.url()).not.toContain(DEMO.password);
  await context.close();
});

/** Opens the cart page with the shop's scripts held back: `release` lets them in and waits for the page. */
async function cartPageBeforeScripts(tab: Page): Promise<{ release: () => Promise<void> }> {
  const heldScripts: Route[] = [];
  await tab.route('**/main.js', (route) => void heldScripts.push(route));
  // Not awaited: Playwright's goto waits for the held script.
  const opened = tab.goto(`${shop.url}/handlekurv`, { waitUntil: 'commit' });
  await expect.poll(() => heldScripts.length).toBe(1);
  // The page as the server rendered it, painted before any script of the shop has run.
  await expect(tab.getByRole('heading', { level: 1, name: 'Handlekurv' })).toBeVisible();
  return {
    release: async () => {
      await Promise.all(heldScripts.map((route) => route.continue()));
      await opened;
    },
  };
}

test("a returning customer's cart page never says the cart is empty before the browser's cart is read, and shows its lines once it is", async ({ browser }) => {
  const sku = await shop.firstSku();
  const context = await browser.newContext();
  // The cart this browser kept from an earlier visit: the server cannot know it.
  await context.addInitScript((kept) => localStorage.setItem('shop-cart', kept), JSON.stringify({ state: { cartLines: [{ sku, quantity: 2 }] }, version: 3 }));
  const tab = await context.newPage();
  const page = await cartPageBeforeScripts(tab);
  await expect(tab.getByText('Handlekurven er tom.')).toBeHidden();
  await page.release();
  await expect(tab.getByTestId('cart-lines').locator(`[data-sku="${sku}"]`)).toBeVisible();
  await expect(tab.getByText('Handlekurven er tom.')).toHaveCount(0);
  await context.close();
});

test('an empty cart\'s page does not move once its cart is read, and says it is empty; without scripts it says so at once', async ({ browser }) => {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const page = await cartPageBeforeScripts(tab);
  const quickOrder = tab.getByRole('heading', { name: 'Hurtigbestilling' });
  const before = await quickOrder.boundingBox();
  await page.release();
  await expect(tab.getByText('Handlekurven er tom.')).toBeVisible();
  expect(await quickOrder.boundingBox()).toEqual(before);
  await context.close();

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto(`${shop.url}/handlekurv`);
  await expect(plain.getByText('Handlekurven er tom.')).toBeVisible();
  await withoutScripts.close();
});

test('when the server does not render a page, a visitor without JavaScript is told to reload it, in the page\'s language', async ({ browser, request }) => {
  // The note is inside <noscript>, whose text Playwright's text matching skips: found by its language.
  const note = (tab: Page, lang: 'nb' | 'en') => tab.locator(`noscript p[lang="${lang}"]`);
  // A rendered page does not carry it (its add-to-cart controls carry notes of their own).
  expect((await renderedPage(request, '/innbruddsalarm')).html).not.toContain('shop-noscript');
  // The shell page for the browser, every time: what a render that falls back sends.
  const browserOnly = await ShopStack.start({ SERVER_RENDER: 'no' });
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const tab = await context.newPage();
    await tab.goto(`${browserOnly.url}/innbruddsalarm`);
    await expect(note(tab, 'nb')).toBeVisible();
    expect(await note(tab, 'nb').textContent()).toContain('Last inn siden på nytt om et øyeblikk, eller slå på JavaScript.');
    await expect(note(tab, 'en')).toBeHidden();
    await tab.goto(`${browserOnly.url}/en/intruder-alarm`);
    await expect(note(tab, 'en')).toBeVisible();
    expect(await note(tab, 'en').textContent()).toContain('Reload the page in a moment, or turn JavaScript on.');
    await expect(note(tab, 'nb')).toBeHidden();
    // With JavaScript the same page is the shop's, and the note is not shown.
    const withScripts = await browser.newPage();
    await withScripts.goto(`${browserOnly.url}/en/intruder-alarm`);
    await expect(withScripts.getByRole('heading', { level: 1, name: 'Intruder alarm' })).toBeVisible();
    await expect(note(withScripts, 'en')).toBeHidden();
    await withScripts.close();
  } finally {
    await context.close();
    await browserOnly.stop();
  }
});

/** A copy of a remote's build without its server build: what a release whose Node build failed to publish looks like. */
async function withoutServerBuild(name: RemoteName): Promise<string> {
  // In the run's scratch space, removed with it: the release stays published, as on a CDN.
  const dir = await mkdtemp(path.join(e2eTmp, `${name}-browser-only-`));
  await cp(distOf(name), dir, { recursive: true, filter: (source) => !source.startsWith(path.join(distOf(name), 'server')) });
  return dir;
}

/** A copy of a remote's build whose server build throws as it loads. */
async function withThrowingServerBuild(name: RemoteName): Promise<string> {
  const dir = await mkdtemp(path.join(e2eTmp, `${name}-throwing-`));
  await cp(distOf(name), dir, { recursive: true });
  await writeFile(path.join(dir, 'server', 'remoteEntry.js'), `throw new Error('the ${name} server build is broken');\n`);
  return dir;
}

const pageOf: Record<FoundingRemote, { url: string; heading: string }> = {
  catalog: { url: '/innbruddsalarm', heading: 'Innbruddsalarm' },
  cart: { url: '/handlekurv', heading: 'Handlekurv' },
  account: { url: '/min-side/logg-inn', heading: 'Logg inn' },
};

const brokenReleases: Array<{ name: FoundingRemote; broken: string; build: (name: RemoteName) => Promise<string> }> = [
  ...REMOTE_NAMES.map((name) => ({ name, broken: 'missing', build: withoutServerBuild })),
  { name: 'catalog', broken: 'throwing while it loads', build: withThrowingServerBuild },
];

for (const { name, broken, build } of brokenReleases) {
  test(`a ${name} release whose server build is ${broken} is refused, and customers keep the last good release rendered on the server`, async ({ page: tab, request }) => {
    const good = shop.remoteUrl(name);
    const copy = await build(name);
    try {
      const outcome = await shop.deployRemote(name, copy);
      expect(outcome).toMatch(/server build did not load/);
      const { url, heading } = pageOf[name];
      expect((await (await request.get(`${shop.url}/remotes.json`)).json())[name]).toBe(`${good}/mf-manifest.json`);
      const answer = await renderedPage(request, url);
      expect(answer.policy).toContain(new URL(good).origin);
      expect(answer.policy).not.toContain(new URL(shop.remoteUrl(name)).origin);
      await tab.goto(`${shop.url}${url}`);
      await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    } finally {
      await shop.deployRemote(name, distOf(name));
    }
  });
}
