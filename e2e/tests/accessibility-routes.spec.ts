import { expect, test, type Page } from '@playwright/test';
import { LOCALES, ROUTES, getHref, type Locale, type RouteDefinition } from '@shop/shared/routes';
import { AxeReport } from '../support/axe-check';
import { logInByApi } from '../support/demo-login';
import { navigateInApp, settle } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

// WCAG 2.2 A/AA (axe-core) on every route of the route table, in both languages, for a visitor and
// for a logged-in user, and with the menus, panels and the consent bar open. Zero violations.

const shop = shopOfThisFile();
let sku: string;
test.beforeAll(async () => {
  sku = await shop.firstSku();
});

const isLogout = (route: RouteDefinition) => route.id === 'logout' || route.id === 'account-logout';

async function checkRoute(page: Page, report: AxeReport, who: string, route: RouteDefinition, locale: Locale): Promise<void> {
  const path = getHref(route.id, locale, { id: sku });
  await navigateInApp(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await settle(page);
  await report.check(page, `${who} ${path}`);
}

/** Puts one product in the cart, so the cart and checkout pages show a line and their sums. */
async function addOneProduct(page: Page): Promise<void> {
  await navigateInApp(page, getHref('category:brannprodukter', 'nb'));
  await page.getByTestId('product-card').first().getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('1');
}

/** The visitor has not answered the consent bar, so every visitor page is checked with it open. */
async function visitorSweep(page: Page, report: AxeReport): Promise<void> {
  await page.goto(`${shop.url}/`);
  await settle(page);
  await addOneProduct(page);
  for (const locale of LOCALES) {
    for (const route of ROUTES) await checkRoute(page, report, 'visitor', route, locale);
  }
}

/** The user has declined analytics (no bar) and is logged in; the logout pages come last. */
async function userSweep(page: Page, report: AxeReport): Promise<void> {
  await logInByApi(page, shop.url);
  await page.goto(`${shop.url}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profil' })).toBeVisible();
  await page.getByTestId('consent-bar').getByRole('button', { name: 'Avslå analyse' }).click();
  await addOneProduct(page);
  for (const locale of LOCALES) {
    for (const route of ROUTES.filter((candidate) => !isLogout(candidate))) await checkRoute(page, report, 'user', route, locale);
  }
  for (const locale of LOCALES) {
    for (const route of ROUTES.filter(isLogout)) {
      // Each logout page is opened by a logged-in user: log in again after the one before.
      await logInByApi(page, shop.url);
      await page.goto(`${shop.url}${getHref(route.id, locale)}`);
      await settle(page);
      await report.check(page, `user ${getHref(route.id, locale)}`);
    }
  }
}

test('every route in nb and en, for a visitor and a logged-in user, has no WCAG 2.2 A/AA violation', async ({ browser }) => {
  test.setTimeout(240_000);
  const report = new AxeReport();
  // The two sweeps run side by side, each in a browser of its own: axe runs in each page's own
  // renderer, so two cores check two pages at once.
  const sweeps = [visitorSweep, userSweep].map(async (sweep) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await AxeReport.install(page);
    await sweep(page, report);
    await context.close();
  });
  await Promise.all(sweeps);

  const users = sweeps.length;
  console.log(
    `Accessibility: ${ROUTES.length} routes × ${LOCALES.length} locales × ${users} users = ${report.states.length} pages checked, ` +
      `${report.findings.length} violations`,
  );
  expect(report.states).toHaveLength(ROUTES.length * LOCALES.length * users);
  expect(report.findings, report.summary()).toEqual([]);
});

const panelTexts = {
  nb: { menu: 'Meny', filter: 'Filter', profile: 'Profil' },
  en: { menu: 'Menu', filter: 'Filter', profile: 'Profile' },
} as const;

/** Opens a panel, checks it with its first filter branch unfolded, and closes it with Escape. */
async function checkPanel(page: Page, report: AxeReport, state: string, open: () => Promise<void>, name: string): Promise<void> {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const firstBranch = dialog.getByRole('checkbox').first();
  if ((await firstBranch.count()) > 0) {
    await firstBranch.check();
    await expect(dialog.getByTestId('filter-tree').getByRole('list').first()).toBeVisible();
  }
  await settle(page);
  await report.check(page, state);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the menus, panels and consent bar, open on a desktop and on a phone, have no violation', async ({ browser }) => {
  test.setTimeout(120_000);
  const report = new AxeReport();
  for (const user of ['visitor', 'user'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await AxeReport.install(page);
    if (user === 'user') await logInByApi(page, shop.url);
    await page.goto(`${shop.url}/`);
    await settle(page);
    for (const locale of LOCALES) {
      const texts = panelTexts[locale];
      // A short page behind the panels: the pages themselves are checked above.
      await navigateInApp(page, getHref('contact', locale));
      if (user === 'user') await expect(page.getByRole('link', { name: texts.profile }).first()).toBeAttached();
      for (const viewport of [{ width: 1440, height: 900 }, { width: 375, height: 740 }]) {
        await page.setViewportSize(viewport);
        const device = viewport.width < 768 ? 'phone' : 'desktop';
        await settle(page);
        // Nobody has answered in this browser: the consent bar is open over the page.
        await expect(page.getByTestId('consent-bar')).toBeVisible();
        await report.check(page, `${user} ${device} ${locale} consent bar`);
        if (device === 'phone') {
          const bar = page.getByTestId('mobile-bottom-bar');
          await checkPanel(page, report, `${user} phone ${locale} slide-in menu`, () => bar.getByRole('button', { name: texts.menu }).click(), texts.menu);
          await checkPanel(page, report, `${user} phone ${locale} filter panel`, () => bar.getByRole('button', { name: texts.filter }).click(), texts.filter);
        } else {
          const header = page.getByRole('banner');
          await checkPanel(page, report, `${user} desktop ${locale} filter panel`, () => header.getByRole('button', { name: texts.filter }).click(), texts.filter);
        }
      }
    }
    await context.close();
  }
  console.log(`Accessibility: ${report.states.length} open menu, panel and consent bar states checked, ${report.findings.length} violations`);
  expect(report.findings, report.summary()).toEqual([]);
});
