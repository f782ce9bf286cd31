import { expect, test, type Page } from '../support/shop-test';
import { AxeReport } from '../support/axe-check';
import { listenToConsole } from '../support/console-listener';
import { layoutSummary, LAYOUT_WIDTHS, measureAtAllWidths, type LayoutFinding } from '../support/layout-check';
import { settle } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';
import { type StaffLogin, createStaff, logInAsStaff, setUpStaff } from '../support/staff';

// The layout sweep and axe for the staff area: every page the back-office declares (read from its
// release's routes.json, as the shop reads it), in nb and en, at every width, as the staff member
// who works there; the login and the set-up link's page as anybody opens them. No finding, no axe
// violation (WCAG A/AA and best practice), and a quiet console.
const STAFF_EMAIL = 'kari@distributor.no';
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

interface DeclaredRoute {
  id: string;
  paths: { nb: string; en: string };
}

async function declaredStaffRoutes(): Promise<DeclaredRoute[]> {
  const answer = await fetch(`${shop.remoteUrl('backoffice')}/routes.json`);
  return ((await answer.json()) as { routes: DeclaredRoute[] }).routes;
}

async function check(page: Page, path: string, who: string, counter: { cases: number }, axe: AxeReport): Promise<LayoutFinding[]> {
  await page.goto(`${shop.url}${path}`);
  await settle(page);
  const findings = await measureAtAllWidths(page, `${who} ${path}`, counter);
  await axe.check(page, `${who} ${path}`);
  return findings;
}

test('every staff page fits every width and passes axe, in nb and en, for staff and for anybody at the door', async ({ page }) => {
  test.setTimeout(420_000);
  const routes = await declaredStaffRoutes();
  const heard = listenToConsole(page);
  const axe = new AxeReport({ bestPractice: true });
  await AxeReport.install(page);
  const counter = { cases: 0 };
  const findings: LayoutFinding[] = [];

  // At the door: the login (both languages) and the set-up link's page with its first step.
  for (const path of ['/intern/logg-inn', '/en/staff/log-in']) findings.push(...(await check(page, path, 'anybody', counter, axe)));
  await page.goto(setupLink);
  await settle(page);
  findings.push(...(await measureAtAllWidths(page, 'set-up link', counter)));
  await axe.check(page, 'set-up link');
  const staff: StaffLogin = await setUpStaff(page, setupLink, STAFF_EMAIL, 'intern-passord-som-er-langt');
  findings.push(...(await measureAtAllWidths(page, 'recovery codes', counter)));
  await axe.check(page, 'recovery codes');

  await logInAsStaff(page, shop.url, staff);
  const inside = routes.filter((route) => route.id !== 'staff-login' && route.id !== 'staff-setup');
  for (const locale of ['nb', 'en'] as const) {
    for (const route of inside) findings.push(...(await check(page, route.paths[locale], 'staff', counter, axe)));
  }
  // With results on screen: an organisation found, and an order search that finds none.
  await page.goto(`${shop.url}/intern/kunder`);
  const search = page.getByRole('search', { name: 'Finn en kunde' });
  await search.getByLabel('Firmanavn, org.nr. eller e-post').fill('Demo');
  await search.getByRole('button', { name: 'Søk' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await settle(page);
  findings.push(...(await measureAtAllWidths(page, 'staff customer found', counter)));
  await axe.check(page, 'staff customer found');
  // A refused file in the list of the import page, its reasons opened. Sent by the API beforehand:
  // in the page, the browser itself logs the refusal's 422 to the console.
  const wrong = 'sku;title_nb;category;supplier;price\nLAYOUT-1;=Lås med et langt navn som ikke får bryte oppsettet;adgangskontroll;axis;1\nLAYOUT-1;Lås;adgangskontroll;axis;1\n';
  const fileName = 'en-fil-med-et-langt-navn-fra-regnearket.csv';
  const sent = await page.request.post(`${shop.url}/api/staff/imports/catalog?fileName=${fileName}`, { headers: { 'Content-Type': 'text/csv' }, data: Buffer.from(wrong) });
  expect(sent.status()).toBe(422);
  await page.goto(`${shop.url}/intern/import`);
  await page.getByRole('region', { name: 'Siste innlastinger' }).getByRole('button', { name: new RegExp(`^Vis feilene i ${fileName}`) }).click();
  await expect(page.getByRole('table', { name: `Feil i ${fileName}` })).toContainText('the SKU is already on row 2');
  await settle(page);
  findings.push(...(await measureAtAllWidths(page, 'staff import refused', counter)));
  await axe.check(page, 'staff import refused');

  console.log(`Layout (staff area): ${counter.cases} cases, ${findings.length} findings; axe: ${axe.states.length} pages, ${axe.findings.length} violations`);
  expect(counter.cases).toBe((2 + 2 + 2 + inside.length * 2) * LAYOUT_WIDTHS.length);
  expect(findings, layoutSummary(findings)).toEqual([]);
  expect(axe.findings, axe.summary()).toEqual([]);
  expect(heard).toEqual([]);
});
