// What JavaScript a first visit of a page really loads: the page is opened in Chromium with an
// empty cache and no service worker, and every script and stylesheet answer is kept. With
// `dataSaver`, the browser says it saves data, so the shell skips its idle prefetch (spec §7): what
// is left is what the page itself needs.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/** Waits until the page has settled: network quiet, something rendered and no part still loading. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getElementById('root')?.childElementCount > 0 && document.querySelector('[aria-busy="true"]') === null, null, {
    timeout: 30_000,
  });
  // The idle prefetch starts at most 2 s after the page's code is in.
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
}

/**
 * @returns {Promise<Array<{ url: string, type: 'script'|'stylesheet', bytes: number, gzip: number }>>}
 */
export async function loadPageAssets(browser, url, { dataSaver = false, cookies = [], viewport = { width: 412, height: 823 } } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport });
  if (cookies.length > 0) await context.addCookies(cookies);
  if (dataSaver) {
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
    });
  }
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(response.body().then((body) => ({ url: response.url(), type, body }), () => ({ url: response.url(), type, body: Buffer.alloc(0) })));
  });
  try {
    const answer = await page.goto(url, { waitUntil: 'load' });
    if (!answer || answer.status() >= 400) throw new Error(`${url} answered ${answer?.status()}`);
    await settle(page);
    return (await Promise.all(bodies)).map(({ url: assetUrl, type, body }) => ({ url: assetUrl, type, bytes: body.length, gzip: gzipSize(body) }));
  } finally {
    await context.close();
  }
}
