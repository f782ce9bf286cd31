import { expect, test, type Page } from '../support/shop-test';
import { LOCALES, getHref } from '../support/shop-routes';
import { AxeReport } from '../support/axe-check';
import { logInByApi } from '../support/demo-login';
import { navigateInApp, settle } from '../support/shop-browser';
import { shopOfThisFile } from '../support/shop-stack';

// WCAG 2.2 A/AA (axe-core) with the menus, panels and the consent bar open, on a desktop and a
// phone, for a visitor and a logged-in user. Zero violations. Every route of the route table, in
// both languages and for both, is checked by the layout sweep (layout-routes.spec.ts), with axe's
// best-practice rules on top.

const shop = shopOfThisFile();

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
