import { expect, test, type Page } from '../support/shop-test';
import { confirmedOrganization } from '../support/new-organization';
import { shopOfThisFile } from '../support/shop-stack';

// A change of the login e-mail through the pages (README, "E-mail changes"): the profile asks for
// it, the shop mails a link to the new address, and the page the link opens moves the login only
// when its button is pressed. A mail program that fetches the link first moves nothing.

const shop = shopOfThisFile();

const tag = Date.now().toString(36);
const person = { email: `flytter.${tag}@example.com`, newEmail: `flyttet.${tag}@example.com`, password: 'et-langt-passord-1' };

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(`${shop.url}/min-side/logg-inn`);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(person.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

test('the login e-mail moves when the button of the mailed link\'s page is pressed, not when the link is fetched', async ({ page }) => {
  await confirmedOrganization(shop, { name: 'Kari Flytter', email: person.email, password: person.password });
  await logIn(page, person.email);
  await expect(page).toHaveURL(/\/min-side$/);
  await page.goto(`${shop.url}/min-side/profil`);
  await page.getByLabel('E-post').fill(person.newEmail);
  await page.getByLabel('Bekreft med nåværende passord').fill(person.password);
  await page.getByRole('button', { name: 'Lagre' }).first().click();
  await expect(page.getByText(`Vi har sendt en lenke til ${person.newEmail}.`, { exact: false })).toBeVisible();

  const link = await shop.confirmationLink(person.newEmail);
  expect(link).toMatch(new RegExp(`^${shop.url}/min-side/logg-inn\\?confirm=`));
  // A mail program checks the link: it gets the page, and the login has not moved.
  expect((await fetch(link)).status).toBe(200);
  const stillOld = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  expect(stillOld.status).toBe(200);

  // The person opens it, logged in: the page stays (no login page sends them on) and asks for the press.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Bekreft e-postadressen', level: 1 })).toBeVisible();
  await expect(page.getByText('Trykk på knappen for å bekrefte e-postadressen med lenken fra e-posten.')).toBeVisible();
  await page.getByRole('button', { name: 'Bekreft e-postadressen' }).click();
  // Done, the logged-in person is back in the account, still logged in.
  await expect(page).toHaveURL(/\/min-side$/);

  // The new address is the login now, the old one no more.
  await page.context().clearCookies();
  await logIn(page, person.email);
  await expect(page.getByRole('alert')).toHaveText('Feil e-post eller passord.');
  await logIn(page, person.newEmail);
  await expect(page).toHaveURL(/\/min-side$/);
});
