import { expect, test } from '../support/shop-test';
import { distOf } from '../support/paths';
import { ownShopOfThisFile } from '../support/shop-stack';

// A fourth team joins a running shop by one entry in the remotes file, and leaves by its removal:
// no other team's build, no restart. The shop of this file starts with the founding three only.
// A shop of its own: the back-office joins and leaves its remotes file.
const shop = ownShopOfThisFile();

const STAFF_PATHS = ['/intern', '/intern/logg-inn', '/intern/ordre', '/en/staff', '/en/staff/log-in', '/en/staff/orders'];

async function statusOf(path: string): Promise<number> {
  return (await fetch(`${shop.url}${path}`, { redirect: 'manual' })).status;
}

/**
 * A page as the server rendered it. While the new release's render workers start, and when a
 * render misses its first-byte budget (a busy machine), the page is answered for the browser to
 * render instead, which is allowed: asked again, a moment apart, until it comes rendered.
 */
async function renderedPage(path: string) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await fetch(`${shop.url}${path}`);
    const page = { renderedBy: answer.headers.get('x-page-render'), cacheControl: answer.headers.get('cache-control'), html: await answer.text() };
    if (page.renderedBy !== 'browser' || attempt === 150) return page;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function remotesJson(): Promise<Record<string, string>> {
  return (await (await fetch(`${shop.url}/remotes.json`)).json()) as Record<string, string>;
}

test('the back-office joins by its entry in the remotes file and leaves by its removal, nothing else changing', async ({ page }) => {
  test.setTimeout(180_000);
  const founding = await remotesJson();
  expect(founding).not.toHaveProperty('backoffice');
  for (const path of STAFF_PATHS) expect({ path, status: await statusOf(path) }).toEqual({ path, status: 404 });

  // Its build on an origin of its own, and its entry in the remotes file: that is all.
  expect(await shop.joinRemote('backoffice', distOf('backoffice'))).toBe('live');
  const joined = await remotesJson();
  expect(joined).toEqual({ ...founding, backoffice: `${shop.remoteUrl('backoffice')}/mf-manifest.json` });
  for (const path of STAFF_PATHS) expect({ path, status: await statusOf(path) }).toEqual({ path, status: 200 });
  // A staff page, rendered on the server like the others' pages, is one person's: no cache keeps it.
  const login = await renderedPage('/intern/logg-inn');
  expect(login.renderedBy).toBe('server');
  expect(login.cacheControl).toBe('private, no-store');
  expect(login.html).toContain('Logg inn til internområdet');
  // The staff area, for a visitor, is its login; in both languages.
  await page.goto(`${shop.url}/intern/ordre`);
  await expect(page.getByRole('heading', { level: 1, name: 'Logg inn til internområdet' })).toBeVisible();
  await expect(page).toHaveURL(/\/intern\/logg-inn\?returnTo=%2Fintern%2Fordre$/);
  await page.goto(`${shop.url}/en/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to the staff area' })).toBeVisible();
  // Never in the sitemap; robots keeps crawlers out.
  const sitemap = await (await fetch(`${shop.url}/sitemap.xml`)).text();
  expect(sitemap).not.toMatch(/\/intern|\/en\/staff/);
  const robots = await (await fetch(`${shop.url}/robots.txt`)).text();
  expect(robots).toMatch(/^Disallow: \/intern$/m);
  expect(robots).toMatch(/^Disallow: \/en\/staff$/m);
  // The other teams' pages are as they were.
  expect(await statusOf('/')).toBe(200);
  expect(await statusOf('/min-side/logg-inn')).toBe(200);

  // The entry taken out again: the staff pages answer 404, the rest is as before.
  await shop.leaveRemote('backoffice');
  expect(await remotesJson()).toEqual(founding);
  for (const path of STAFF_PATHS) expect({ path, status: await statusOf(path) }).toEqual({ path, status: 404 });
  expect(await statusOf('/')).toBe(200);
  await page.goto(`${shop.url}/intern`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Det som venter');
  await page.goto(`${shop.url}/`);
  await expect(page.locator('[data-boundary="catalog"]').first()).toBeVisible();
});
