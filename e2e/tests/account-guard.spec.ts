import { expect, test, type Page } from '../support/shop-test';
import { DEMO } from '../support/demo-login';
import { ownShopOfThisFile } from '../support/shop-stack';

// A shop of its own: it counts the demo login's orders as seeded.
const shop = ownShopOfThisFile();

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

test('a visitor opening the account area is sent to login and back', async ({ page }) => {
  await page.goto(`${shop.url}/min-side`);
  await expect(page).toHaveURL(`${shop.url}/min-side?page=login&returnTo=%2Fmin-side`);
  await expect(page.getByRole('heading', { name: 'Logg inn', level: 1 })).toBeVisible();
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${shop.url}/min-side`);
  await expect(page.getByRole('heading', { name: 'Firmainformasjon', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Firmanavn')).toHaveValue('Demo Sikkerhet AS');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profil' })).toBeVisible();
});

test('a visitor opening checkout is sent to login and back to checkout', async ({ page }) => {
  await page.goto(`${shop.url}/handlekurv/kasse`);
  await expect(page).toHaveURL(`${shop.url}/min-side?page=login&returnTo=%2Fhandlekurv%2Fkasse`);
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${shop.url}/handlekurv/kasse`);
  await expect(page.locator('[data-boundary="cart"]')).toBeVisible();
});

test('a wrong password is answered plainly, and the English login page speaks English', async ({ page }) => {
  await page.goto(`${shop.url}/min-side/logg-inn`);
  await logIn(page, DEMO.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Feil e-post eller passord.');
  await page.goto(`${shop.url}/en/account/log-in`);
  await page.getByLabel('E-mail').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
});

test('the orders list shows the demo orders, newest first, with their lines', async ({ page }) => {
  await page.goto(`${shop.url}/min-side/ordre`);
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${shop.url}/min-side/ordre`);
  await expect(page.getByRole('heading', { name: 'Ordre', level: 1 })).toBeVisible();
  // One tbody per order: its first row is the order, its second the lines.
  const rows = page.getByRole('table', { name: 'Ordre' }).locator(':scope > tbody > tr:first-child');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Kunde Hansen');
  await expect(rows.nth(0)).toContainText('Mottatt');
  await expect(rows.nth(2)).toContainText('Prosjekt Nydalen');
  await expect(rows.nth(2)).toContainText('Levert');
  await expect(rows.nth(0)).toContainText(/SO-\d{6}/);
  await page.getByText('Varelinjer (3)').click();
  await expect(page.getByRole('columnheader', { name: 'Antall' })).toBeVisible();
});
