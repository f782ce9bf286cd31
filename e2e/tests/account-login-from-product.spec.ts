import { expect, test } from '../support/shop-test';
import { DEMO } from '../support/demo-login';
import { settle } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

// A visitor on a product page follows "Logg inn for forhandlerpriser", logs in and is back on the
// product with its price. Measured in the page itself, from the moment the login's answer has
// arrived to the moment the price is on the screen, three times: the median at most 0.5 s (one
// round on a machine busy with other work can take longer). Prints the figures.

const shop = shopOfThisFile();

interface Timeline {
  loginAnswered: number;
  priceShown: number;
  steps: Array<[string, number]>;
}

test('logging in from a product shows its price within 0.5 s of the login answer (median of three)', async ({ page }) => {
  const sku = await shop.firstSku();
  const figures: number[] = [];
  for (const round of [1, 2, 3]) {
    await page.goto(`${shop.url}/produkter/${sku}`);
    await settle(page);
    if (round === 1) await page.getByTestId('consent-bar').getByRole('button', { name: 'Avslå analyse' }).click();
    await page.getByTestId('product-detail').getByTestId('login-for-prices').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeVisible();
    // The login page's document is the one that shows the price afterwards: watch it from here.
    await page.evaluate(() => {
      const timeline: Timeline = { loginAnswered: 0, priceShown: 0, steps: [] };
      (window as Window & { __loginTimeline?: Timeline }).__loginTimeline = timeline;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
          const path = new URL(entry.name).pathname;
          if (path === '/api/auth/login') timeline.loginAnswered = entry.responseEnd;
          if (timeline.loginAnswered) timeline.steps.push([`${path.split('/').slice(-2).join('/')} ${Math.round(entry.startTime)}→`, entry.responseEnd]);
        }
      }).observe({ type: 'resource' });
      const seen = () => {
        if (!timeline.priceShown && document.querySelector('[data-testid="product-detail"] [data-testid="price"]')) {
          timeline.priceShown = performance.now();
        }
      };
      new MutationObserver(seen).observe(document.body, { childList: true, subtree: true });
      const push = history.pushState.bind(history);
      const replace = history.replaceState.bind(history);
      history.pushState = (...args) => {
        timeline.steps.push([`to ${String(args[2])}`, performance.now()]);
        push(...args);
      };
      history.replaceState = (...args) => {
        timeline.steps.push([`to ${String(args[2])}`, performance.now()]);
        replace(...args);
      };
    });
    await page.getByLabel('E-post').fill(DEMO.email);
    await page.getByLabel('Passord').fill(DEMO.password);
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page).toHaveURL(`${shop.url}/produkter/${sku}`);
    await expect(page.getByTestId('product-detail').getByTestId('price')).toBeVisible();
    const timeline = await page.evaluate(() => (window as Window & { __loginTimeline?: Timeline }).__loginTimeline!);
    await expect.poll(() => timeline.loginAnswered).toBeGreaterThan(0);
    const figure = Math.round(timeline.priceShown - timeline.loginAnswered);
    figures.push(figure);
    const steps = timeline.steps.map(([what, at]) => `${what} +${Math.round(at - timeline.loginAnswered)} ms`).join(', ');
    console.log(`Login from a product, round ${round}: price shown ${figure} ms after the login answer (${steps})`);
    // Logged out again for the next round.
    await page.request.get(`${shop.url}/api/auth/delete/cookies`);
  }
  const median = [...figures].sort((a, b) => a - b)[1]!;
  console.log(`Login from a product: ${figures.join(', ')} ms from the login answer to the price, median ${median} ms (limit 500 ms)`);
  expect(median).toBeLessThanOrEqual(500);
});
