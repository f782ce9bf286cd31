import { expect, test } from '../support/shop-test';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

test('the service worker is registered at /sw.js for the whole shop and caches only hashed assets', async ({ page }) => {
  await page.goto(`${shop.url}/`);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${shop.url}/`);
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const cached = await page.evaluate(async () => {
    const keys = await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
    return keys.flat();
  });
  expect(cached.length).toBeGreaterThan(0);
  for (const url of cached) {
    expect(url).toMatch(/\.[0-9a-f]{16,}\.(js|css|woff2?|svg|png)$/);
    expect(url).not.toMatch(/\/api\/|remotes\.json|mf-manifest|remoteEntry/);
  }
});

test('when the browser is idle, the cart page code is fetched before anybody opens the cart', async ({ page }) => {
  const prefetched = page.waitForRequest((request) => /\/__federation_expose_Pages\.[0-9a-f]+\.js$/.test(request.url()) && request.url().startsWith(`${shop.remoteUrl('cart')}/`), {
    timeout: 8000,
  });
  await page.goto(`${shop.url}/`);
  await prefetched;
  // The prefetch happened beside the front page, which still shows normally.
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('no prefetch with data saver on', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
  });
  // The front page itself shows the cart's add-to-cart control; the cart page's code is what a prefetch would fetch.
  const cartRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${shop.remoteUrl('cart')}/`) && /__federation_expose_Pages\./.test(request.url())) cartRequests.push(request.url());
  });
  await page.goto(`${shop.url}/`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.waitForTimeout(3000);
  expect(cartRequests).toEqual([]);
});
