import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/shop-test';
import { repoRoot } from '../support/paths';
import { settle } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

// Every file straight from its server, none from the service worker's cache.
test.use({ serviceWorkers: 'block' });

const shop = shopOfThisFile();

test('the scripts and styles a visitor gets name no source map, and asking for one is a 404', async ({ page }) => {
  const served = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') served.set(response.url(), response.text().catch(() => ''));
  });
  await page.goto(`${shop.url}/`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.goto(`${shop.url}/handlekurv`);
  await settle(page);

  const files = [...served.keys()];
  // The shell's own files and every remote's, each from its own origin.
  for (const origin of [shop.url, shop.remoteUrl('catalog'), shop.remoteUrl('cart')]) {
    expect(files.some((url) => url.startsWith(`${origin}/`) && url.endsWith('.js')), origin).toBe(true);
  }
  for (const [url, body] of served) {
    expect(await body, url).not.toMatch(/sourceMappingURL/);
    const map = await page.request.get(`${url}.map`);
    expect(map.status(), `${url}.map`).toBe(404);
  }
  // The single-process server's copies of the remotes too.
  for (const file of ['remoteEntry.js.map', 'main.js.map']) expect((await page.request.get(`${shop.url}/remotes/catalog/${file}`)).status(), file).toBe(404);
});

test('the maps are kept beside each build for error reporting', () => {
  for (const app of ['shell', 'catalog', 'cart', 'account']) {
    expect(existsSync(path.join(repoRoot, app, 'dist-maps', 'main.js.map')), app).toBe(true);
    expect(existsSync(path.join(repoRoot, app, 'dist', 'main.js.map')), app).toBe(false);
  }
});
