import { expect, test } from '../support/shop-test';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

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
    const cards = tab.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    await expect(cards.filter({ hasText: note })).toHaveCount(count);
    // The product page's quantity form as well.
    await cards.first().getByRole('heading').getByRole('link').click();
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tab.locator('main form').filter({ hasText: note })).toHaveCount(1);
  }
  await context.close();
});
