import { expect, test, type Browser, type Page } from '../support/shop-test';
import { AxeReport } from '../support/axe-check';
import { confirmedOrganization } from '../support/new-organization';
import { checkoutWith, kroner } from '../support/checkout';
import { type Login, acceptInvitation, invitationLinkOf, logInReadingOrganizationNumber, uploadNetPrice } from '../support/people';
import { shopOfThisFile } from '../support/shop-stack';
import { createStaff, staffAtWork } from '../support/staff';

// A company's buyers from end to end, in Norwegian (README, "Roles, spending limits and
// approval"): the administrator invites a buyer with a limit per order and a requester; each sets
// a password from the mail and logs in; the buyer's order within the limit is sent, the one over it
// and the requester's cart wait for approval; the distributor's staff lower a price meanwhile (their
// import of price agreements), so the administrator approves the buyer's order seeing the old and
// the new total, and refuses the requester's with a reason. Mails and the orders lists say so; a
// demoted buyer's open session is refused at once; the last administrator cannot demote themself.

const STAFF_EMAIL = 'priser@distributor.no';
let setupLink = '';
const shop = shopOfThisFile(
  {},
  {
    joined: ['backoffice'],
    prepare: async (dataDir, publicUrl) => {
      setupLink = await createStaff(dataDir, STAFF_EMAIL, publicUrl);
    },
  },
);

const tag = Date.now().toString(36);
const admin: Login = { name: 'Kari Sjef', email: `sjef.${tag}@example.com`, password: 'et-langt-passord-1' };
const buyer: Login = { name: 'Ola Nordmann', email: `innkjoper.${tag}@example.com`, password: 'Innkjop-Lang-Frase-77' };
const requester: Login = { name: 'Per Bestiller', email: `bestiller.${tag}@example.com`, password: 'Ny-Lang-Frase-Hest-42' };
const ORDER_LIMIT = 10_000;
const REASON = 'Vi venter med kameraene til neste prosjekt';

async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await AxeReport.install(page);
  return page;
}

/** Adds a person on the people page with a role (and a buyer's limit per order); the invitation goes out. */
async function addPerson(page: Page, person: Login, role: 'Innkjøper' | 'Bestiller', orderLimit?: number): Promise<void> {
  const form = page.getByRole('form', { name: 'Legg til en bruker' });
  await form.getByLabel('Navn').fill(person.name);
  await form.getByLabel('E-post').fill(person.email);
  await form.getByLabel('Telefon').fill('22334466');
  await form.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  if (orderLimit !== undefined) await form.getByLabel('Grense per bestilling (kr eks. mva.)').fill(String(orderLimit));
  await form.getByRole('button', { name: 'Legg til og send invitasjon' }).click();
  await expect(form.getByRole('status')).toHaveText(`${person.name} er lagt til, og invitasjonen er sendt til ${person.email}.`);
}

/** The first camera's order sent for approval from checkout; the cart is emptied. */
async function sendForApproval(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send til godkjenning' }).click();
  await expect(page.getByTestId('approval-confirmation')).toContainText('Sendt til godkjenning');
  await expect(page.getByTestId('header-cart-badge')).toHaveCount(0);
}

test('an administrator invites a buyer and a requester, and approves or refuses what goes over their limits', async ({ browser }) => {
  test.setTimeout(300_000);
  await confirmedOrganization(shop, admin);
  const axe = new AxeReport({ bestPractice: true });

  // The administrator invites both on the people page: the buyer with 10 000 kr per order.
  const adminPage = await newPage(browser);
  const organizationNumber = await logInReadingOrganizationNumber(adminPage, shop.url, admin);
  await adminPage.goto(`${shop.url}/min-side/brukere`);
  await adminPage.getByTestId('consent-bar').getByRole('button', { name: 'Avslå analyse' }).click();
  await addPerson(adminPage, buyer, 'Innkjøper', ORDER_LIMIT);
  await addPerson(adminPage, requester, 'Bestiller');
  const buyerCard = adminPage.getByTestId('person').filter({ hasText: buyer.email });
  await expect(buyerCard).toContainText('RolleInnkjøper');
  await expect(buyerCard).toContainText('GrenserPer bestilling: 10 000 kr');
  await expect(buyerCard).toContainText('InvitasjonSendt, gjelder til');
  await expect(buyerCard).toContainText('Sist innloggetAldri');

  // Each sets a password from the mailed link and logs in.
  const buyerPage = await newPage(browser);
  await acceptInvitation(buyerPage, shop.url, await invitationLinkOf(shop, buyer.email), buyer, 'nb');
  const requesterPage = await newPage(browser);
  await acceptInvitation(requesterPage, shop.url, await invitationLinkOf(shop, requester.email), requester, 'nb');
  await adminPage.reload();
  await expect(buyerCard).toContainText('InvitasjonGodtatt');
  await expect(adminPage.getByTestId('person').filter({ hasText: requester.email })).toContainText('InvitasjonGodtatt');
  await adminPage.screenshot({ path: test.info().outputPath('people-page.png'), fullPage: true });
  await axe.check(adminPage, 'people page with a buyer and a requester, nb');

  // The buyer's order within the limit is sent at once.
  const first = await checkoutWith(buyerPage, shop.url, 1, 'nb');
  expect(first.total).toBeLessThanOrEqual(ORDER_LIMIT);
  await expect(buyerPage.getByTestId('approval-verdict')).toContainText('er innenfor grensene dine og sendes med en gang.');
  await buyerPage.getByRole('button', { name: 'Send bestilling' }).click();
  await expect(buyerPage.getByTestId('order-confirmation')).toContainText(/Ordrenummer: SO-\d+/);

  // The buyer's order over the limit goes for approval: checkout says so before sending.
  const over = await checkoutWith(buyerPage, shop.url, Math.floor(ORDER_LIMIT / first.unitPrice) + 1, 'nb');
  expect(over.total).toBeGreaterThan(ORDER_LIMIT);
  await expect(buyerPage.getByTestId('approval-verdict')).toContainText('er over grensen din på 10 000 kr per bestilling.');
  await sendForApproval(buyerPage);

  // The requester's cart goes for approval whatever its sum.
  await checkoutWith(requesterPage, shop.url, 1, 'nb');
  await sendForApproval(requesterPage);

  // Every administrator is mailed about each.
  for (const person of [buyer, requester]) {
    const mail = await shop.mailTo(admin.email, new RegExp(`${person.name} har sendt en bestilling`));
    expect(mail).toContain(`${shop.url}/min-side/godkjenning`);
  }
  for (const page of [buyerPage, requesterPage]) {
    await page.goto(`${shop.url}/min-side/ordre`);
    await expect(page.getByTestId('order-request-state')).toHaveText('Venter på godkjenning');
  }

  // The distributor's staff give the organisation a lower net price on the camera meanwhile.
  const staffPage = await (await browser.newContext()).newPage();
  await staffAtWork(staffPage, shop.url, setupLink, STAFF_EMAIL);
  await uploadNetPrice(staffPage, shop.url, organizationNumber, over.sku, Math.floor(over.unitPrice * 0.8));

  // The administrator approves the buyer's order: the total has changed, both are shown, and the
  // new one is approved when asked again.
  await adminPage.getByRole('navigation', { name: 'Min side' }).getByRole('link', { name: 'Godkjenning' }).click();
  await expect(adminPage).toHaveURL(`${shop.url}/min-side/godkjenning`);
  const buyerRequest = adminPage.getByTestId('approval-request').filter({ hasText: `Fra ${buyer.name}` });
  const requesterRequest = adminPage.getByTestId('approval-request').filter({ hasText: `Fra ${requester.name}` });
  await expect(buyerRequest).toContainText('Over grensen per bestilling.');
  await expect(requesterRequest).toContainText('Bestilleren sender alltid til godkjenning.');
  await buyerRequest.getByRole('button', { name: 'Godkjenn og send' }).click();
  const changed = buyerRequest.getByRole('alert');
  await expect(changed).toContainText('Prisene har endret seg siden bestillingen ble sendt til godkjenning');
  const [, oldText, newText] = /den var (.+?), nå blir den (.+?) eks\. mva\./.exec((await changed.textContent()) ?? '') ?? [];
  expect(kroner(oldText ?? 'x')).toBeCloseTo(over.total, 2);
  expect(kroner(newText ?? 'x')).toBeLessThan(over.total);
  await adminPage.screenshot({ path: test.info().outputPath('approvals-changed-price.png'), fullPage: true });
  await axe.check(adminPage, 'approvals page with a changed price, nb');
  await buyerRequest.getByRole('button', { name: `Godkjenn ${newText}` }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'godkjent' })).toHaveText(`Bestillingen fra ${buyer.name} er godkjent og sendt.`);

  // … and refuses the requester's, with a reason.
  await requesterRequest.getByRole('button', { name: `Avvis bestillingen fra ${requester.name}` }).click();
  await requesterRequest.getByLabel('Hvorfor avvises bestillingen?').fill(REASON);
  await requesterRequest.getByRole('button', { name: 'Avvis bestillingen' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'avvist' })).toHaveText(`Bestillingen fra ${requester.name} er avvist.`);
  await expect(adminPage.getByText('Ingen bestillinger venter på godkjenning.')).toBeVisible();

  // Both are mailed the decision.
  const approvedMail = await shop.mailTo(buyer.email, /har godkjent bestillingen din/);
  expect(approvedMail).toMatch(new RegExp(`${admin.name} har godkjent bestillingen din .+ Den er sendt som ordre SO-\\d+`, 's'));
  const refusedMail = await shop.mailTo(requester.email, /har avvist bestillingen din/);
  expect(refusedMail).toContain(`Begrunnelse: ${REASON}`);

  // Their orders lists say so, in both languages.
  await buyerPage.reload();
  await expect(buyerPage.getByTestId('order-request-state')).toHaveText(/^Godkjent · Ordre SO-\d+$/);
  await requesterPage.reload();
  await expect(requesterPage.getByTestId('order-request-state')).toHaveText(`Avvist: ${REASON}`);
  await requesterPage.goto(`${shop.url}/en/account/orders`);
  await expect(requesterPage.getByTestId('order-request-state')).toHaveText(`Refused: ${REASON}`);
  await buyerPage.goto(`${shop.url}/en/account/orders`);
  await expect(buyerPage.getByTestId('order-request-state')).toHaveText(/^Approved · Order SO-\d+$/);

  // The approved order says who asked and who approved it.
  const orderNumber = /ordre (SO-\d+)/.exec(approvedMail)?.[1] ?? 'x';
  await adminPage.goto(`${shop.url}/min-side/ordre`);
  const approvedOrder = adminPage.getByRole('rowgroup').filter({ has: adminPage.getByRole('link', { name: orderNumber }) });
  await expect(approvedOrder.getByTestId('order-approval')).toHaveText(new RegExp(`^Bestilt av ${buyer.name} \\d+\\.\\d+\\.\\d{4}, godkjent av ${admin.name} \\d+\\.\\d+\\.\\d{4}$`));
  await buyerPage.reload();
  await expect(buyerPage.getByRole('rowgroup').filter({ has: buyerPage.getByRole('link', { name: orderNumber }) }).getByTestId('order-approval')).toHaveText(
    new RegExp(`^Asked for by ${buyer.name} \\d+/\\d+/\\d{4}, approved by ${admin.name} \\d+/\\d+/\\d{4}$`),
  );
  // So does the order's own page, which is also its print.
  await approvedOrder.getByRole('link', { name: orderNumber }).click();
  await expect(adminPage.getByTestId('order-asked-by')).toContainText(`Bestilt av${buyer.name}, `);
  await expect(adminPage.getByTestId('order-approved-by')).toContainText(`Godkjent av${admin.name}, `);

  // The buyer is made a requester while their page is open: their session ends at once, and the
  // page opened again asks them to log in.
  await adminPage.goto(`${shop.url}/min-side/brukere`);
  await buyerCard.getByRole('button', { name: `Endre rolle for ${buyer.name}` }).click();
  await buyerCard.getByRole('radio', { name: /^Bestiller/ }).check();
  await buyerCard.getByRole('button', { name: 'Lagre rolle' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'lagret' })).toHaveText(`Rollen til ${buyer.name} er lagret.`);
  await expect(buyerCard).toContainText('RolleBestiller');
  await buyerPage.reload();
  await expect(buyerPage.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(buyerPage.getByRole('banner').getByRole('link', { name: 'Profile' })).toHaveCount(0);

  // The last administrator cannot give up the role: the page says why, beside the action.
  const ownCard = adminPage.getByTestId('person').filter({ hasText: admin.email });
  await expect(ownCard.getByRole('button', { name: `Slett ${admin.name}` })).toHaveCount(0);
  await ownCard.getByRole('button', { name: `Endre rolle for ${admin.name}` }).click();
  await ownCard.getByRole('radio', { name: /^Innkjøper/ }).check();
  await ownCard.getByRole('button', { name: 'Lagre rolle' }).click();
  await expect(ownCard.getByRole('alert')).toHaveText('Firmaet må ha minst én administrator som kan logge inn. Gi en annen person rollen administrator først.');
  await adminPage.reload();
  await expect(ownCard).toContainText('RolleAdministrator');

  expect(axe.findings, axe.summary()).toEqual([]);
});
