import { expect, test, type Page } from '../support/shop-test';
import { checkoutWith, kroner } from '../support/checkout';
import { logInByApi } from '../support/demo-login';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

/** The demo organisation's buyer (README of the API, "Demo login"): 10 000 kr per order, no month's limit. */
const DEMO_BUYER = { email: 'demo-innkjoper@example.com', password: 'demo-innkjoper-2020' };

/** The month's spend as checkout says it ("Brukt denne måneden: 12 400 kr"). */
async function monthSpent(page: Page): Promise<number> {
  const text = (await page.getByTestId('month-spent').textContent()) ?? '';
  return kroner(/: (.*) kr$/.exec(text.trim())?.[1] ?? 'x');
}

test("a buyer's order within the limit is sent, and one over it goes for approval", async ({ page }) => {
  await logInByApi(page, shop.url, DEMO_BUYER);

  const first = await checkoutWith(page, shop.url, 1, 'nb');
  expect(first.total).toBeLessThanOrEqual(10_000);
  await expect(page.getByTestId('approval-verdict')).toHaveText(/^Bestillingen \(.+ kr eks\. mva\. med frakt\) er innenfor grensene dine og sendes med en gang\.$/);
  await expect(page.getByText('Grense per bestilling: 10 000 kr')).toBeVisible();
  await expect(page.getByTestId('month-spent')).toHaveText(/^Brukt denne måneden: .+ kr$/);
  const spentBefore = await monthSpent(page);
  await page.getByRole('button', { name: 'Send bestilling' }).click();
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation).toContainText('Takk for bestillingen!');
  await expect(confirmation).toContainText(/Ordrenummer: SO-\d+/);

  // Above 10 000 kr excluding VAT: the checkout says so before sending, in both languages.
  const quantity = Math.floor(10_000 / first.unitPrice) + 1;
  const second = await checkoutWith(page, shop.url, quantity, 'nb');
  expect(second.total).toBeGreaterThan(10_000);
  await expect(page.getByTestId('approval-verdict')).toContainText('er over grensen din på 10 000 kr per bestilling. Den går til godkjenning hos en administrator');
  // The order sent first counts in the month's spend.
  expect(await monthSpent(page)).toBeCloseTo(spentBefore + first.total, 2);
  await expect(page.getByRole('button', { name: 'Send bestilling' })).toHaveCount(0);
  await page.goto(`${shop.url}/en/cart/checkout`);
  await expect(page.getByTestId('approval-verdict')).toContainText('is over your limit of 10 000 kr per order. It goes to an administrator for approval');
  await expect(page.getByTestId('month-spent')).toHaveText(/^Spent this month: .+ kr$/);
  await expect(page.getByRole('button', { name: 'Send for approval' })).toBeVisible();

  await page.goto(`${shop.url}/handlekurv/kasse`);
  await page.getByRole('button', { name: 'Send til godkjenning' }).click();
  const awaiting = page.getByTestId('approval-confirmation');
  await expect(awaiting).toContainText('Sendt til godkjenning');
  await expect(awaiting).toContainText('Bestillingen venter på godkjenning fra en administrator.');
  await expect(awaiting).not.toContainText('Ordrenummer');
  expect(kroner(/Sum: (.*?) eks\. mva\./.exec((await page.getByTestId('approval-sum').textContent()) ?? '')?.[1] ?? 'x')).toBeCloseTo(second.total, 2);
  await expect(page.getByTestId('header-cart-badge')).toHaveCount(0);
  await expect(page.getByTestId('order-confirmation')).toHaveCount(0);
});
