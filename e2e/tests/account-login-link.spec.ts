import { expect, test, type Page } from '../support/shop-test';
import { confirmedOrganization } from '../support/new-organization';
import { shopOfThisFile } from '../support/shop-stack';

// The owner's way in while the logins wait (README, "Login throttling"): the login form offers a
// login link, the shop mails it to its outbox, and the page the link opens logs in only when its
// button is pressed.

const shop = shopOfThisFile();

const tag = Date.now().toString(36);
const person = { email: `lenke.${tag}@example.com`, password: 'et-langt-passord-1' };

async function tryLogIn(page: Page, password: string): Promise<void> {
  await page.getByLabel('E-post').fill(person.email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

test('the owner whose logins wait gets in with a mailed login link, pressing its button', async ({ page }) => {
  await confirmedOrganization(shop, { name: 'Kari Lenke', email: person.email, password: person.password });
  await page.goto(`${shop.url}/min-side/logg-inn`);
  // Someone at this address guessed wrong five times: the next login waits, the right one too.
  for (let guess = 0; guess < 5; guess += 1) {
    await tryLogIn(page, `feil-passord-${guess}`);
    await expect(page.getByRole('alert')).toHaveText('Feil e-post eller passord.');
  }
  await tryLogIn(page, person.password);
  await expect(page.getByRole('alert')).toContainText('For mange mislykkede forsøk.');
  await page.getByRole('button', { name: 'Send meg en innloggingslenke' }).click();
  await expect(page.getByRole('status')).toContainText(`Hvis ${person.email} hører til en konto, er en innloggingslenke på vei.`);

  const link = await shop.loginLink(person.email);
  expect(link).toMatch(new RegExp(`^${shop.url}/min-side/logg-inn\\?link=`));
  await page.goto(link);
  // Opening the link logs nobody in: the page asks for the press, and takes the token out of the address.
  await expect(page).toHaveURL(`${shop.url}/min-side/logg-inn`);
  await expect(page.getByText('Trykk på knappen for å logge inn med lenken fra e-posten.')).toBeVisible();
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/min-side$/);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('alert')).toHaveText('Innloggingslenken er utløpt eller allerede brukt. Logg inn med passordet, eller be om en ny lenke.');
});
