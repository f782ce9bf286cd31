import { expect, test } from '../support/shop-test';
import { AxeReport } from '../support/axe-check';
import { confirmedOrganization } from '../support/new-organization';
import { checkoutWith } from '../support/checkout';
import { type Login, acceptInvitation, invitationLinkOf, logInReadingOrganizationNumber } from '../support/people';
import { shopOfThisFile } from '../support/shop-stack';

// A company's buyers in English, shorter than the Norwegian journey (account-people-journey.spec.ts):
// the administrator, who logged in in English, invites a buyer with a limit per order from the
// English people page (the mail and its link in English), the buyer sets a password and logs in, sends an order within the limit
// and one over it for approval; the administrator refuses it with a reason, which the buyer reads
// in the mail and the orders list; demoted while their page is open, the buyer is logged out at
// their next step; the last administrator cannot give up the role.

const shop = shopOfThisFile();

const tag = Date.now().toString(36);
const admin: Login = { name: 'Kari Boss', email: `boss.${tag}@example.com`, password: 'a-long-password-1' };
const buyer: Login = { name: 'Ann Buyer', email: `buyer.${tag}@example.com`, password: 'Buyer-Long-Phrase-Horse-8' };
const REASON = 'Not before the project starts';

test('an administrator refuses a buyer’s order over the limit, in English; demoted, the buyer is logged out at once', async ({ browser }) => {
  test.setTimeout(240_000);
  await confirmedOrganization(shop, admin);
  const axe = new AxeReport({ bestPractice: true });

  const adminPage = await (await browser.newContext()).newPage();
  await AxeReport.install(adminPage);
  // Logged in as on the English login page: the administrator's mails are in English.
  await logInReadingOrganizationNumber(adminPage, shop.url, admin, 'en');
  await adminPage.goto(`${shop.url}/en/account`);
  await adminPage.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Users' }).click();
  await expect(adminPage).toHaveURL(`${shop.url}/en/account/users`);
  const form = adminPage.getByRole('form', { name: 'Add a user' });
  await form.getByLabel('Name').fill(buyer.name);
  await form.getByLabel('E-mail').fill(buyer.email);
  await form.getByLabel('Phone').fill('22334466');
  await form.getByRole('radio', { name: /^Buyer/ }).check();
  await form.getByLabel('Limit per order (kr excl. VAT)').fill('10000');
  await form.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(form.getByRole('status')).toHaveText(`${buyer.name} is added, and the invitation is sent to ${buyer.email}.`);
  const buyerCard = adminPage.getByTestId('person').filter({ hasText: buyer.email });
  await expect(buyerCard).toContainText('RoleBuyer');
  await expect(buyerCard).toContainText('LimitsPer order: 10 000 kr');

  // The invitation is in English and opens the English page.
  const buyerPage = await (await browser.newContext()).newPage();
  await AxeReport.install(buyerPage);
  const invitation = await shop.mailTo(buyer.email, /\?invitation=/);
  expect(invitation).toContain(`${admin.name} has invited you to log in for ${admin.name} AS`);
  await acceptInvitation(buyerPage, shop.url, await invitationLinkOf(shop, buyer.email), buyer, 'en');

  // The buyer chooses English with the header's switch: the mails about their orders follow that
  // choice (the locale cookie), not the address of the page they happen to be on.
  await buyerPage.goto(`${shop.url}/`);
  await buyerPage.getByRole('banner').getByRole('link', { name: 'Switch to English' }).click();
  await expect(buyerPage).toHaveURL(`${shop.url}/en`);

  // Within the limit it is sent; over it, it goes for approval: checkout says which before sending.
  const first = await checkoutWith(buyerPage, shop.url, 1, 'en');
  expect(first.total).toBeLessThanOrEqual(10_000);
  await expect(buyerPage.getByTestId('approval-verdict')).toContainText('is within your limits and is sent at once.');
  await buyerPage.getByRole('button', { name: 'Send order' }).click();
  await expect(buyerPage.getByTestId('order-confirmation')).toContainText(/SO-\d+/);
  const over = await checkoutWith(buyerPage, shop.url, Math.floor(10_000 / first.unitPrice) + 1, 'en');
  expect(over.total).toBeGreaterThan(10_000);
  await expect(buyerPage.getByTestId('approval-verdict')).toContainText('is over your limit of 10 000 kr per order.');
  await buyerPage.getByRole('button', { name: 'Send for approval' }).click();
  await expect(buyerPage.getByTestId('approval-confirmation')).toContainText('Sent for approval');
  expect(await shop.mailTo(admin.email, new RegExp(`${buyer.name} has sent an order of NOK .+ excl\\. VAT for approval\\.`))).toContain(`${shop.url}/en/account/approvals`);
  await buyerPage.goto(`${shop.url}/en/account/orders`);
  await expect(buyerPage.getByTestId('order-request-state')).toHaveText('Waiting for approval');

  // The administrator refuses it with a reason.
  await adminPage.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Approvals' }).click();
  await expect(adminPage).toHaveURL(`${shop.url}/en/account/approvals`);
  const request = adminPage.getByTestId('approval-request');
  await expect(request).toContainText('Over the limit per order.');
  await axe.check(adminPage, 'approvals page, en');
  await request.getByRole('button', { name: `Refuse the order from ${buyer.name}` }).click();
  await request.getByLabel('Why is the order refused?').fill(REASON);
  await request.getByRole('button', { name: 'Refuse the order' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'refused' })).toHaveText(`The order from ${buyer.name} is refused.`);
  expect(await shop.mailTo(buyer.email, /refused your order/)).toContain(`Reason: ${REASON}`);
  await buyerPage.reload();
  await expect(buyerPage.getByTestId('order-request-state')).toHaveText(`Refused: ${REASON}`);
  await axe.check(buyerPage, 'orders with a refused request, en');

  // Made a requester while their page is open, the buyer's next step finds them logged out.
  await adminPage.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Users' }).click();
  await buyerCard.getByRole('button', { name: `Change role of ${buyer.name}` }).click();
  await buyerCard.getByRole('radio', { name: /^Requester/ }).check();
  await buyerCard.getByRole('button', { name: 'Save role' }).click();
  await expect(buyerCard).toContainText('RoleRequester');
  await buyerPage.reload();
  await expect(buyerPage.getByRole('button', { name: 'Log in' })).toBeVisible();

  // The last administrator cannot give up the role: said beside the action.
  const ownCard = adminPage.getByTestId('person').filter({ hasText: admin.email });
  await ownCard.getByRole('button', { name: `Change role of ${admin.name}` }).click();
  await ownCard.getByRole('radio', { name: /^Requester/ }).check();
  await ownCard.getByRole('button', { name: 'Save role' }).click();
  await expect(ownCard.getByRole('alert')).toHaveText('The company must keep at least one administrator who can log in. Give someone else the administrator role first.');

  expect(axe.findings, axe.summary()).toEqual([]);
});
