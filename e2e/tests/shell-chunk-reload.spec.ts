import { expect, test } from '../support/shop-test';
import { navigateInApp } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

// The service worker fetches hashed chunks itself once it controls the page, out of the test's
// reach; without it, the page meets the missing chunk on every load, as after a deploy.
test.use({ serviceWorkers: 'block' });

test('a chunk that fails to load reloads the page once, never in a loop', async ({ page }) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  // As after a deploy that removed the chunk the page asks for: the catalogue's page code is gone.
  const failChunk = '**/__federation_expose_Pages.*.js';
  await page.route(failChunk, (route) => route.fulfill({ status: 404, body: 'Not found' }));

  await page.goto(`${shop.url}/`);
  // One reload happens (once the shop is known to answer), and the second failure does not
  // trigger another. The page came rendered from the server: its catalogue part stays, readable,
  // under a quiet notice.
  await expect.poll(() => loads, { timeout: 20_000 }).toBe(2);
  await expect(page.getByRole('status').filter({ hasText: 'Denne delen av siden kan ikke brukes akkurat nå' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);

  // A catalogue page opened in the shop has no server HTML to keep: its slot says so, with a retry.
  await navigateInApp(page, '/produkter');
  await expect(page.getByRole('alert')).toContainText('Denne delen av butikken er midlertidig utilgjengelig.');
  expect(loads).toBe(2);

  // Once the chunk can be had again, retrying shows the page without another reload.
  await page.unroute(failChunk);
  await page.getByRole('button', { name: 'Prøv igjen' }).click();
  await expect(page.locator('[data-boundary="catalog"]')).toBeVisible();
  expect(loads).toBe(2);
});
