import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/shop-test';
import { DEMO, logInAsDemo } from '../support/demo-login';
import { distOf } from '../support/paths';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

interface KeptAnswer {
  url: string;
  contentType: string;
  isPage: boolean;
  namesUser: boolean;
}

/** Every answer in every cache of the shop's origin, as the page's own script can read them. */
function keptAnswers(page: Page): Promise<KeptAnswer[]> {
  return page.evaluate(async (email) => {
    const kept: KeptAnswer[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const answer = await cache.match(request);
        const body = (await answer?.text()) ?? '';
        kept.push({
          url: request.url,
          contentType: answer?.headers.get('content-type') ?? '',
          isPage: /^\s*<!doctype html/i.test(body),
          namesUser: body.includes(email),
        });
      }
    }
    return kept;
  }, DEMO.email);
}

/** Waits until the worker has kept the shell's start-up libraries: it has seen the page's files by then. */
async function workerHasKeptTheShell(page: Page): Promise<void> {
  await expect.poll(async () => (await keptAnswers(page)).some((answer) => /\/libraries\.[0-9a-f]{16,}\.js$/.test(answer.url)), { timeout: 15_000 }).toBe(true);
}

/** The hashed files an app's build lists (hashed-files.json beside its mf-manifest.json). */
function listedFiles(app: string): string[] {
  return (JSON.parse(readFileSync(path.join(distOf(app), 'hashed-files.json'), 'utf8')) as { files: string[] }).files;
}

function expectNoPersonalPage(kept: KeptAnswer[]): void {
  for (const answer of kept) {
    expect(answer.contentType, answer.url).not.toMatch(/html/i);
    expect(answer.isPage, `${answer.url} holds a page`).toBe(false);
    expect(answer.namesUser, `${answer.url} names the user`).toBe(false);
  }
}

test('a logged-in user\'s pages never land in the service worker\'s caches, even at an address that looks like a hashed file', async ({ page }) => {
  await page.goto(`${shop.url}/`);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await logInAsDemo(page, shop.url);
  const sku = await shop.firstSku();

  // A link from another site: a product address dressed up as a hashed picture. The shop answers
  // it with its page, which names the logged-in user.
  const disguised = `${shop.url}/produkter/${encodeURIComponent(sku)}.0123456789abcdef.png`;
  const answer = await page.goto(disguised);
  expect(await answer?.text()).toContain(DEMO.email);
  // The same addresses asked for by a script of the page (not a navigation), and ordinary pages.
  const fetched = await page.evaluate(
    (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).headers.get('content-type'))),
    [disguised, `${shop.url}/min-side.0123456789abcdef.js`, `${shop.url}/handlekurv.0123456789abcdef.css`],
  );
  expect(fetched.every((type) => type?.startsWith('text/html'))).toBe(true);
  for (const pagePath of ['/min-side', '/handlekurv', '/']) await page.goto(`${shop.url}${pagePath}`);
  await workerHasKeptTheShell(page);

  const kept = await keptAnswers(page);
  expect(kept.map((entry) => entry.url)).not.toContain(disguised);
  expectNoPersonalPage(kept);
  // What is kept is the build's own files, as the shell's list names them.
  const shellFiles = listedFiles('shell').map((file) => `${shop.url}/${file}`);
  for (const entry of kept.filter((candidate) => candidate.url.startsWith(`${shop.url}/`))) expect(shellFiles, entry.url).toContain(entry.url);

  // After logout nothing kept names the user, and the shop's files are still kept for the next visit.
  await page.goto(`${shop.url}/min-side/logg-ut`);
  await expect(page.getByRole('status')).toHaveText('Du er logget ut.');
  const afterLogout = await keptAnswers(page);
  expectNoPersonalPage(afterLogout);
  expect(afterLogout.length).toBeGreaterThan(0);
});

test('a remote\'s files on its own origin are kept when its own list names them, and nothing else of that origin', async ({ page }) => {
  await page.goto(`${shop.url}/`);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await workerHasKeptTheShell(page);
  const catalog = shop.remoteUrl('catalog');
  const listed = listedFiles('catalog').find((file) => file.endsWith('.js'))!;
  // Read with CORS, as a script of the page may: an answer the worker can check (a plain script tag's is opaque).
  const statuses = await page.evaluate(
    (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).status)),
    [`${catalog}/${listed}`, `${catalog}/not-built.0123456789abcdef.js`],
  );
  expect(statuses).toEqual([200, 404]);
  await expect.poll(async () => (await keptAnswers(page)).map((entry) => entry.url), { timeout: 10_000 }).toContain(`${catalog}/${listed}`);
  expect((await keptAnswers(page)).map((entry) => entry.url)).not.toContain(`${catalog}/not-built.0123456789abcdef.js`);
});
