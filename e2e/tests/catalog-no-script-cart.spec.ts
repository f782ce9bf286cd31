import { expect, test, type Page } from '../support/shop-test';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

/** Until the server's render workers are up, a page falls back to the browser's render: load it again. */
async function untilRendered(tab: Page): Promise<void> {
  for (let attempt = 1; attempt < 10 && (await tab.locator('#root > *').count()) === 0; attempt += 1) await tab.reload();
}

// README, "Forms before the scripts run": what cannot work without JavaScript says so where the
// customer presses it. The cart is kept by the page's code, so without it "add to cart" cannot.
test('with JavaScript off, every add-to-cart control says that it needs JavaScript, in each language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const tab = await context.newPage();
  const pages = [
    { path: '/innbruddsalarm', note: 'Slå på JavaScript for å legge varer i handlekurven.' },
    { path: '/en/intruder-alarm', note: 'Turn on JavaScript to add products to the cart.' },
  ];
  for (const { path, note } of pages) {
    await tab.goto(`${shop.url}${path}`);
    await untilRendered(tab);
    const cards = tab.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    // Playwright's text locators skip <noscript>, which a browser without scripts shows.
    const notes = cards.locator('noscript p');
    await expect(notes).toHaveText(Array.from({ length: count }, () => note));
    await expect(notes.first()).toBeVisible();
    // The product page's quantity form as well.
    await cards.first().getByRole('heading').getByRole('link').click();
    await untilRendered(tab);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tab.locator('main form noscript p')).toHaveText([note]);
    await expect(tab.locator('main form noscript p')).toBeVisible();
  }
  await context.close();
});
