import { expect, test, type Page } from '../support/shop-test';
import { AxeReport } from '../support/axe-check';
import { logInAsDemo } from '../support/demo-login';
import { ownShopOfThisFile } from '../support/shop-stack';

// A shop of its own: it counts the demo login's orders as seeded.
const shop = ownShopOfThisFile();

/**
 * The demo login comes with three orders (the oldest "Prosjekt Nydalen"); this sends `count` more
 * from the page itself, as the checkout does: same origin, the session's cookies, JSON.
 */
async function sendOrders(page: Page, count: number): Promise<void> {
  const sku = await shop.firstSku();
  const statuses = await page.evaluate(
    async ({ sku, count }) => {
      const verify = (await (await fetch('/api/auth/verify')).json()) as { userId?: { userId: string } };
      const answered: number[] = [];
      // One at a time, so each has its own moment and the list's order (newest first) is certain.
      for (let n = 1; n <= count; n += 1) {
        const body = { customer: verify.userId?.userId, customerReference: `Sidetest ${n}`, lineItems: [{ SkuId: sku, Quantity: 1 }] };
        const answer = await fetch('/api/orders', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        answered.push(answer.status);
      }
      return answered;
    },
    { sku, count },
  );
  expect(statuses).toEqual(Array.from({ length: count }, () => 202));
}

test('a customer with 22 orders pages to the older ones and back, by link, keyboard, reload and history', async ({ page }) => {
  const axe = new AxeReport();
  await AxeReport.install(page);
  await logInAsDemo(page, shop.url);
  await sendOrders(page, 19);

  await page.goto(`${shop.url}/min-side/ordre`);
  const orders = page.getByRole('table', { name: 'Ordre' });
  const heading = page.getByRole('heading', { name: 'Ordre', level: 1 });
  const pager = page.getByRole('navigation', { name: 'Sider i ordrelisten' });
  await expect(page.getByText('Ordre 1–20 av 22')).toBeVisible();
  await expect(orders.getByRole('row', { name: /Sidetest 19/ })).toBeVisible();
  await expect(orders.getByRole('row', { name: /Prosjekt Nydalen/ })).toHaveCount(0);
  await expect(pager).toContainText('Side 1 av 2');
  await axe.check(page, 'orders, page 1 of 2');

  // With the keyboard: Enter on "Neste side"; focus lands on the list's heading.
  await pager.getByRole('link', { name: 'Neste side' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${shop.url}/min-side/ordre?page=2`);
  await expect(heading).toBeFocused();
  await expect(page.getByText('Ordre 21–22 av 22')).toBeVisible();
  await expect(orders.getByRole('row', { name: /Servicebil 2/ })).toBeVisible();
  await expect(orders.getByRole('row', { name: /Prosjekt Nydalen/ })).toBeVisible();
  await expect(orders.getByRole('row', { name: /Sidetest/ })).toHaveCount(0);
  await expect(pager).toContainText('Side 2 av 2');
  await expect(pager.getByRole('link', { name: 'Neste side' })).toHaveCount(0);
  await axe.check(page, 'orders, page 2 of 2');
  expect(axe.findings, axe.summary()).toEqual([]);

  // A reload shows the same page; the browser's back and forward move between the pages.
  await page.reload();
  await expect(page.getByText('Ordre 21–22 av 22')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${shop.url}/min-side/ordre`);
  await expect(page.getByText('Ordre 1–20 av 22')).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Ordre 21–22 av 22')).toBeVisible();

  // And back with the pointer.
  await pager.getByRole('link', { name: 'Forrige side' }).click();
  await expect(page).toHaveURL(`${shop.url}/min-side/ordre`);
  await expect(page.getByText('Ordre 1–20 av 22')).toBeVisible();
  await expect(orders.getByRole('row', { name: /Sidetest 19/ })).toBeVisible();
});
