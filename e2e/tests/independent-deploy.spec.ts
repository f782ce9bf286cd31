import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { distOf, e2eTmp, repoRoot } from '../support/paths';
import { ShopStack } from '../support/shop-stack';

const require = createRequire(import.meta.url);

let shop: ShopStack;
test.beforeAll(async () => {
  shop = await ShopStack.start();
});
test.afterAll(async () => {
  await shop?.stop();
});

function builtAt(app: string): number {
  return statSync(path.join(distOf(app), app === 'shell' ? 'main.js' : 'remoteEntry.js')).mtimeMs;
}

test('a new catalog build goes live by changing only the server configuration', async ({ page }) => {
  test.setTimeout(180_000);
  const untouched = Object.fromEntries(['shell', 'cart', 'account'].map((app) => [app, builtAt(app)]));

  await page.goto(`${shop.url}/`);
  const catalog = page.locator('[data-boundary="catalog"]');
  await expect(catalog).toBeVisible();
  const before = await catalog.getAttribute('data-release');

  // The catalogue team builds release "catalog-2" into a folder of its own and publishes it on a new origin.
  const secondBuild = path.join(e2eTmp, 'catalog-release-2');
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js', { paths: [path.join(repoRoot, 'catalog')] }), '--mode', 'production'], {
    cwd: path.join(repoRoot, 'catalog'),
    env: { ...process.env, SHOP_RELEASE: 'catalog-2', SHOP_OUTPUT_PATH: secondBuild },
    stdio: 'pipe',
  });
  await shop.deployRemote('catalog', secondBuild);

  await page.reload();
  await expect(page.locator('[data-boundary="catalog"]')).toHaveAttribute('data-release', 'catalog-2');
  expect(before).not.toBe('catalog-2');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // The other apps were neither rebuilt nor restarted, and still work beside the new catalog.
  for (const app of Object.keys(untouched)) expect(builtAt(app)).toBe(untouched[app]);
  await page.getByTestId('header-cart').click();
  await expect(page.locator('[data-boundary="cart"]')).toBeVisible();
});
