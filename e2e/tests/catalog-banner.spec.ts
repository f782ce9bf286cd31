import { expect, test } from '../support/shop-test';
import { listenToConsole } from '../support/console-listener';
import { settle } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

// README, "The banner carousel": a page that sets the shop's settings before the shop starts shows
// it. The server cannot know that setting, so the page the browser takes over must be the server's
// as it was, and the banner comes after.
test('with the banner switched on, the front page loads it without an error in the console, in both languages', async ({ page }) => {
  await page.addInitScript(() => {
    (window as Window & { __SHOP_SETTINGS__?: { showBanner?: boolean } }).__SHOP_SETTINGS__ = { showBanner: true };
  });
  const heard = listenToConsole(page);
  for (const path of ['/', '/en']) {
    await page.goto(`${shop.url}${path}`);
    await settle(page);
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // React reports a mismatch once the page has been taken over, after what the page shows: the
    // test stays until the page's requests are done and a moment more.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2_000);
  }
  expect(heard).toEqual([]);
});
