import { expect, test, type Page } from '../support/shop-test';
import { confirmedOrganization } from '../support/new-organization';
import { shopOfThisFile } from '../support/shop-stack';

// A forgotten password through the pages (README, "Who gets prices"): "Glemt passord?" on the
// login page, the link from the mail the shop writes to its outbox, the new password set from it,
// and every session of the person ended, also on another computer.

const shop = shopOfThisFile();

const tag = Date.now().toString(36);
const person = { email: `glemsk.${tag}@example.com`, password: 'et-langt-passord-1', newPassword: 'Ny-Lang-Frase-Hest-42' };

/** A registered organisation whose login e-mail is confirmed, through the API and the mailed link. */
const confirmedLogin = () => confirmedOrganization(shop, { name: 'Kari Glemsk', email: person.email, password: person.password });

async function logIn(page: Page, password: string): Promise<void> {
  await page.goto(`${shop.url}/min-side/logg-inn`);
  await page.getByLabel('E-post').fill(person.email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

test('a person who forgot the password sets a new one from the mailed link, and is logged out everywhere', async ({ browser }) => {
  await confirmedLogin();
  // Logged in on another computer, with the old password.
  const otherComputer = await browser.newContext();
  const other = await otherComputer.newPage();
  await logIn(other, person.password);
  await expect(other).toHaveURL(/\/min-side$/);

  const page = await (await browser.newContext()).newPage();
  await page.goto(`${shop.url}/min-side/logg-inn`);
  await page.getByRole('link', { name: 'Glemt passord?' }).click();
  await expect(page).toHaveURL(`${shop.url}/min-side/nytt-passord`);
  await expect(page.getByRole('heading', { name: 'Nytt passord', level: 1 })).toBeVisible();
  await page.getByLabel('E-post').fill(person.email);
  await page.getByRole('button', { name: 'Send lenke' }).click();
  await expect(page.getByRole('status')).toContainText(`Hvis ${person.email} hører til en konto, er en lenke på vei.`);

  const link = await shop.passwordResetLink(person.email);
  expect(link).toMatch(new RegExp(`^${shop.url}/min-side/nytt-passord\\?token=`));
  await page.goto(link);
  // The page keeps the token and takes it out of the address (and so out of the browser's history).
  await expect(page).toHaveURL(`${shop.url}/min-side/nytt-passord`);
  const field = page.getByLabel('Nytt passord');
  // The strength check of a registration: a common password is refused next to the field.
  await field.fill('passord1234');
  await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await expect(page.getByText('Passordet er for vanlig eller lett å gjette.', { exact: false })).toBeVisible();
  await field.fill(person.newPassword);
  await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await expect(page).toHaveURL(`${shop.url}/min-side/logg-inn?password=reset`);
  await expect(page.getByRole('status')).toHaveText('Passordet er byttet, og du er logget ut overalt. Logg inn med det nye passordet.');

  // The other computer's session has ended: its next page of the account asks it to log in.
  await other.goto(`${shop.url}/min-side/profil`);
  await expect(other.getByRole('heading', { name: 'Logg inn', level: 1 })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('Nytt passord').fill('Enda-En-Frase-Geit-88');
  await page.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await expect(page.getByRole('alert')).toHaveText('Lenken er utløpt eller allerede brukt. Be om en ny lenke under.');

  // The old password logs in no more; the new one does.
  await logIn(page, person.password);
  await expect(page.getByRole('alert')).toHaveText('Feil e-post eller passord.');
  await logIn(page, person.newPassword);
  await expect(page).toHaveURL(/\/min-side$/);
  await otherComputer.close();
});
