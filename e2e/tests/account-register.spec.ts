import { expect, test, type Page } from '../support/shop-test';
import { organizationNumber } from '../support/new-organization';
import { shopOfThisFile } from '../support/shop-stack';

const shop = shopOfThisFile();

// A fresh organisation per run: a valid organisation number and a unique e-mail.
const tag = Date.now().toString(36);
const company = {
  name: `Alarmteknikk ${tag} AS`,
  number: organizationNumber(),
  email: `kari.${tag}@example.com`,
  password: 'et-langt-passord-1',
};

async function logIn(page: Page): Promise<void> {
  await page.getByLabel('E-post').fill(company.email);
  await page.getByLabel('Passord').fill(company.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

test.describe.configure({ mode: 'serial' });

test('an organisation registers, and bad fields are named next to the field', async ({ page }) => {
  await page.goto(`${shop.url}/min-side/opprett-konto`);
  await expect(page.getByRole('heading', { name: 'Opprett konto', level: 1 })).toBeVisible();
  const companyBox = page.getByRole('group', { name: 'Firma' });
  await companyBox.getByLabel('Firmanavn').fill(company.name);
  await companyBox.getByLabel('Organisasjonsnummer').fill('123456789');
  await companyBox.getByLabel('Gateadresse').fill('Industriveien 7');
  await companyBox.getByLabel('Postnummer').fill('123');
  await companyBox.getByLabel('Poststed').fill('Oslo');
  await page.getByLabel('E-post for faktura').fill(`faktura.${tag}@example.com`);
  const person = page.getByRole('group', { name: 'Første kontaktperson' });
  await person.getByLabel('Navn').fill('Kari Nordmann');
  await person.getByLabel('E-post (brukes til innlogging)').fill(company.email);
  await person.getByLabel('Telefon').fill('+47 22 33 44 55');
  await page.getByLabel('Passord', { exact: true }).fill('kort');
  await page.getByRole('button', { name: 'Opprett konto' }).click();

  await expect(companyBox.getByText('Skriv et gyldig organisasjonsnummer på 9 sifre.')).toBeVisible();
  await expect(companyBox.getByText('Postnummeret har 4 sifre.')).toBeVisible();
  await expect(page.getByText('Passordet må ha minst 10 tegn.')).toBeVisible();

  await companyBox.getByLabel('Organisasjonsnummer').fill(company.number);
  await companyBox.getByLabel('Postnummer').fill('0580');
  await page.getByLabel('Passord', { exact: true }).fill(company.password);
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  // Nobody is logged in until the link mailed to the login e-mail is opened.
  await expect(page.getByRole('status')).toContainText(`Kontoen er opprettet. Sjekk e-posten din: vi har sendt en lenke til ${company.email}.`);
  await expect(page.getByRole('button', { name: 'Send ny lenke' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();
});

test('the new user confirms the e-mail through the mailed link, then logs in and sees prices', async ({ page }) => {
  // Before the link is opened, the right password is refused in plain words.
  await page.goto(`${shop.url}/min-side/logg-inn`);
  await logIn(page);
  await expect(page.getByRole('alert')).toHaveText(
    'Du må bekrefte e-postadressen din før du kan logge inn. Åpne lenken i e-posten vi sendte da du registrerte deg.',
  );
  await expect(page.getByRole('button', { name: 'Send ny lenke' })).toBeVisible();

  // The link from the mail the shop wrote to its outbox (no SMTP server in the test stack).
  const link = await shop.confirmationLink(company.email);
  expect(link.startsWith(`${shop.url}/min-side/logg-inn?confirm=`)).toBe(true);
  await page.goto(link);
  // The link's page confirms only when its button is pressed.
  await page.getByRole('button', { name: 'Bekreft e-postadressen' }).click();
  await expect(page).toHaveURL(`${shop.url}/min-side/logg-inn?confirmed=1`);
  await expect(page.getByRole('status')).toHaveText('E-postadressen din er bekreftet. Logg inn for å se forhandlerprisene.');
  // The link works once: used again, it says the address is confirmed already.
  await page.goto(link);
  await page.getByRole('button', { name: 'Bekreft e-postadressen' }).click();
  await expect(page).toHaveURL(`${shop.url}/min-side/logg-inn?confirmed=already`);
  await expect(page.getByRole('status')).toHaveText('E-postadressen din er allerede bekreftet. Logg inn for å se forhandlerprisene.');

  // Once confirmed, the organisation number is held: the same number again is refused in plain
  // words (a registration nobody has confirmed holds nothing).
  await page.goto(`${shop.url}/en/account/create-account`);
  const again = page.getByRole('group', { name: 'Company' });
  await again.getByLabel('Company name').fill('Copycat AS');
  await again.getByLabel('Organisation number').fill(company.number);
  await again.getByLabel('Street address').fill('Gata 1');
  await again.getByLabel('Postal code').fill('0150');
  await again.getByLabel('City').fill('Oslo');
  await page.getByLabel('E-mail for invoices').fill('copy@example.com');
  const copyPerson = page.getByRole('group', { name: 'First contact person' });
  await copyPerson.getByLabel('Name').fill('Copy Cat');
  await copyPerson.getByLabel('E-mail (used to log in)').fill(`copy.${tag}@example.com`);
  await copyPerson.getByLabel('Phone').fill('22334455');
  await page.getByLabel('Password', { exact: true }).fill('another-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Said next to the number, with the way to the distributor for whoever it really belongs to.
  await expect(again.getByRole('alert')).toHaveText('This organisation number already has an account.');
  await expect(again.getByLabel('Organisation number')).toHaveAttribute('aria-invalid', 'true');
  await again.getByRole('link', { name: 'Contact us, and we will help you.' }).click();
  await expect(page).toHaveURL(`${shop.url}/en/contact`);

  await page.goto(`${shop.url}/min-side/logg-inn`);
  await logIn(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profil' })).toBeVisible();
  await page.goto(`${shop.url}/produkter`);
  await expect(page.getByTestId('price').first()).toBeVisible();
  await expect(page.getByTestId('login-for-prices')).toHaveCount(0);
});

test('after logging out, the "Login for retailer prices" link brings the user back to the same product', async ({ page }) => {
  await page.goto(`${shop.url}/min-side/logg-ut`);
  await expect(page.getByRole('status')).toHaveText('Du er logget ut.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();

  // A product page: the first product of the front page.
  await page.goto(`${shop.url}/produkter`);
  const firstProduct = page.locator('[data-boundary="catalog"] a[href^="/produkter/"]').first();
  const productPath = (await firstProduct.getAttribute('href'))!;
  await page.goto(`${shop.url}${productPath}`);
  await page.getByTestId('login-for-prices').first().click();
  await expect(page).toHaveURL(`${shop.url}/min-side/logg-inn?returnTo=${encodeURIComponent(productPath)}`);
  await logIn(page);
  await expect(page).toHaveURL(`${shop.url}${productPath}`);
  await expect(page.getByTestId('price').first()).toBeVisible();
  await expect(page.getByTestId('login-for-prices')).toHaveCount(0);
});

test('the user manages delivery addresses and contact persons', async ({ page }) => {
  await page.goto(`${shop.url}/min-side?page=addresses`);
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Leveringsadresser', level: 1 })).toBeVisible();
  await expect(page.getByText('Ingen leveringsadresser ennå.')).toBeVisible();

  const newAddress = page.getByRole('form', { name: 'Ny leveringsadresse' });
  await newAddress.getByLabel('Gateadresse').fill('Lagerveien 3');
  await newAddress.getByLabel('Postnummer').fill('20');
  await newAddress.getByLabel('Poststed').fill('Lillestrøm');
  await newAddress.getByRole('button', { name: 'Lagre' }).click();
  await expect(newAddress.getByText('Postnummeret har 4 sifre.')).toBeVisible();
  await newAddress.getByLabel('Postnummer').fill('2000');
  await newAddress.getByRole('button', { name: 'Lagre' }).click();
  const addresses = page.getByRole('list', { name: 'Leveringsadresser' });
  // No recipient: no leading comma (spec §3).
  await expect(addresses.getByRole('listitem')).toHaveText([/^Lagerveien 3, 2000 Lillestrøm/]);

  await addresses.getByRole('button', { name: 'Endre Lagerveien 3, 2000 Lillestrøm' }).click();
  const edit = page.getByRole('form', { name: 'Endre Lagerveien 3, 2000 Lillestrøm' });
  await edit.getByLabel('Mottaker (valgfri)').fill('Varemottak');
  await edit.getByRole('button', { name: 'Lagre' }).click();
  await expect(addresses.getByRole('listitem')).toHaveText([/^Varemottak, Lagerveien 3, 2000 Lillestrøm/]);

  await addresses.getByRole('button', { name: 'Slett Varemottak, Lagerveien 3, 2000 Lillestrøm' }).click();
  await addresses.getByRole('group').getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByText('Ingen leveringsadresser ennå.')).toBeVisible();

  // Contact persons.
  await page.getByRole('navigation', { name: 'Min side' }).getByRole('link', { name: 'Kontaktpersoner' }).click();
  await expect(page.getByRole('heading', { name: 'Kontaktpersoner', level: 1 })).toBeVisible();
  const contacts = page.getByRole('list', { name: 'Kontaktpersoner' });
  await expect(contacts.getByRole('listitem')).toHaveCount(1);
  await expect(contacts.getByRole('listitem').first()).toContainText('Kari Nordmann');
  await expect(contacts.getByRole('listitem').first()).toContainText('Hovedkontakt');

  const newContact = page.getByRole('form', { name: 'Ny kontaktperson' });
  await newContact.getByLabel('Navn').fill('Ola Montør');
  await newContact.getByLabel('E-post').fill('ola@example');
  await newContact.getByLabel('Telefon').fill('900 00 000');
  await newContact.getByRole('button', { name: 'Lagre' }).click();
  await expect(newContact.getByText('Skriv en e-postadresse, for eksempel navn@firma.no.')).toBeVisible();
  await newContact.getByLabel('E-post').fill(`ola.${tag}@example.com`);
  await newContact.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByRole('status')).toHaveText('Bruker opprettet');
  await expect(contacts.getByRole('listitem')).toHaveCount(2);

  await contacts.getByRole('button', { name: 'Endre Ola Montør' }).click();
  const editContact = page.getByRole('form', { name: 'Endre Ola Montør' });
  await editContact.getByLabel('Telefon').fill('+47 911 11 111');
  await editContact.getByRole('button', { name: 'Lagre' }).click();
  await expect(contacts.getByRole('listitem').nth(1)).toContainText('+47 911 11 111');

  await contacts.getByRole('listitem').nth(1).getByRole('button', { name: 'Gjør til hovedkontakt' }).click();
  await expect(contacts.getByRole('listitem').nth(1)).toContainText('Hovedkontakt');
  await expect(contacts.getByRole('listitem').nth(0)).not.toContainText('Hovedkontakt');

  await contacts.getByRole('listitem').nth(0).getByRole('button', { name: 'Gjør til hovedkontakt' }).click();
  await contacts.getByRole('button', { name: 'Slett Ola Montør' }).click();
  await contacts.getByRole('group', { name: 'Slette Ola Montør?' }).getByRole('button', { name: 'Slett' }).click();
  await expect(contacts.getByRole('listitem')).toHaveCount(1);
});
