import { expect, test, type Page } from '../support/shop-test';
import { AxeReport } from '../support/axe-check';
import { DEMO } from '../support/demo-login';
import { tabTo } from '../support/keyboard';
import { settle } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

// A customer who uses only the keyboard (Tab, Shift+Tab, Enter, Space, and typing into fields):
// every element passed on the way shows where focus is, nothing focused hides under the consent
// bar, and errors are announced and tied to their fields.

const shop = shopOfThisFile();

async function logInWithKeyboard(page: Page, problems: string[]): Promise<void> {
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Logg inn' }), problems, { backward: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeVisible();
  await tabTo(page, page.getByLabel('E-post'), problems);
  await page.keyboard.type(DEMO.email);
  await tabTo(page, page.getByLabel('Passord'), problems);
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profil' })).toBeVisible();
}

test('with the keyboard only, a customer searches, filters, adds to the cart and checks out', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  await page.goto(`${shop.url}/`);
  await settle(page);

  // Through the whole front page to the consent bar, which is last: every stop shows its focus.
  await tabTo(page, page.getByTestId('consent-bar').getByRole('button', { name: 'Avslå analyse' }), problems, { max: 150 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('consent-bar')).toHaveCount(0);
  // The button went away with the bar: focus carries on in the page's content, not lost at its end.
  await expect(page.locator('main')).toBeFocused();

  await logInWithKeyboard(page, problems);

  // Search from the header.
  await tabTo(page, page.getByRole('searchbox', { name: 'Søk i produkter' }), problems);
  await page.keyboard.type('røykvarsler');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/resultater\?search=r%C3%B8ykvarsler$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // Filter with a checkbox of the sidebar (Space), which filters the list.
  await tabTo(page, page.getByTestId('filter-sidebar').getByRole('checkbox', { name: 'Brannprodukter' }), problems);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/filter=brannprodukter/);
  await expect(page.getByTestId('filter-summary')).toContainText('Brannprodukter');
  await settle(page);

  // Add the first product of the filtered list.
  const card = page.getByTestId('product-card').first();
  await tabTo(page, card.getByRole('button', { name: 'Legg i handlekurv' }), problems);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('header-cart-badge')).toHaveText('1');

  // Back up to the cart link in the header, then on to the checkout.
  await tabTo(page, page.getByTestId('header-cart'), problems, { backward: true });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await tabTo(page, page.getByRole('link', { name: 'Til kassen' }), problems);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${shop.url}/handlekurv/kasse`);

  await tabTo(page, page.getByLabel('Mottaker'), problems);
  await page.keyboard.type('Kari Tastatur');
  await tabTo(page, page.getByLabel('Deres referanse'), problems);
  await page.keyboard.type('Bare tastatur');
  await tabTo(page, page.getByRole('button', { name: 'Send bestilling' }), problems);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-confirmation')).toContainText('Takk for bestillingen!');
  await expect(page.getByTestId('header-cart-badge')).toHaveCount(0);

  expect(problems, problems.join('\n')).toEqual([]);
});

test('on a phone, a focused element never hides under the consent bar or the bottom bar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const problems: string[] = [];
  await page.goto(`${shop.url}/kontakt`);
  await settle(page);
  // Down the whole page, footer included, to the consent bar's first button.
  await tabTo(page, page.getByTestId('consent-bar').getByRole('link', { name: 'Les personvernerklæringen' }), problems, { max: 60 });
  expect(problems, problems.join('\n')).toEqual([]);
});

test('errors are announced and tied to their fields, and the error states pass axe', async ({ page }) => {
  const report = new AxeReport();
  await AxeReport.install(page);
  await page.goto(`${shop.url}/min-side/logg-inn`);
  await page.getByTestId('consent-bar').getByRole('button', { name: 'Avslå analyse' }).click();

  // Empty fields: each one is marked invalid and described by its message, which is an alert.
  await page.getByRole('button', { name: 'Logg inn', exact: true }).press('Enter');
  for (const label of ['E-post', 'Passord']) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const message = page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`);
    await expect(message).toHaveRole('alert');
    await expect(message).not.toBeEmpty();
  }
  await report.check(page, 'login with empty fields');

  // A wrong password is announced as an alert.
  await page.getByLabel('E-post').fill(DEMO.email);
  await page.getByLabel('Passord').fill('feil-passord');
  await page.getByLabel('Passord').press('Enter');
  await expect(page.getByRole('alert')).toContainText(/feil/i);
  await expect(page.getByLabel('E-post')).not.toHaveAttribute('aria-invalid', 'true');
  await report.check(page, 'login with a wrong password');

  // Creating an account with nothing filled in: every field with a rule says what is wrong.
  await page.goto(`${shop.url}/en/account/create-account`);
  await page.getByRole('button', { name: 'Create account' }).last().press('Enter');
  const invalid = page.locator('[aria-invalid="true"]');
  await expect(invalid.first()).toBeVisible();
  const count = await invalid.count();
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index += 1) {
    const field = invalid.nth(index);
    const described = await field.getAttribute('aria-describedby');
    expect(described, await field.getAttribute('name') ?? 'field').toBeTruthy();
    await expect(page.locator(`[id="${described}"]`)).toHaveRole('alert');
  }
  await report.check(page, 'create account with empty fields');

  console.log(`Accessibility: ${report.states.length} error states checked, ${count + 2} invalid fields tied to their messages`);
  expect(report.findings, report.summary()).toEqual([]);
});
