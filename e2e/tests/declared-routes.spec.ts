import { expect, test } from '../support/shop-test';
import { distOf } from '../support/paths';
import { buildRelease, fileHashes, type SourceEdit } from '../support/remote-release';
import { ownShopOfThisFile } from '../support/shop-stack';

// A team's pages ship with its release: the catalogue adds a page by releasing the catalogue alone,
// and a release whose page claims another team's path is refused while the last good one stays.

// A shop of its own: it re-points the catalogue's release.
const shop = ownShopOfThisFile();

/** The catalogue team's new page: one supplier's page, at /merker/{supplier} and /en/brands/{supplier}. */
const SUPPLIER_PAGE = `import { getHref, type Locale } from '@shop/shared';

/** One supplier of the catalogue: its name, and the way to its products. */
export function SupplierPage({ locale, supplier }: { locale: Locale; supplier: string }) {
  return (
    <section>
      <h1>{locale === 'nb' ? \`Merket \${supplier}\` : \`The brand \${supplier}\`}</h1>
      <a href={\`\${getHref('products', locale)}?supplier=\${encodeURIComponent(supplier)}\`}>{locale === 'nb' ? 'Produktene' : 'The products'}</a>
    </section>
  );
}
`;

const ADD_SUPPLIER_PAGE: SourceEdit[] = [
  {
    file: 'src/routes.ts',
    from: "    { id: 'result-detail',",
    to: "    { id: 'supplier', paths: { nb: '/merker/:supplier', en: '/en/brands/:supplier' }, sitemap: { each: 'supplier' } },\n    { id: 'result-detail',",
  },
  { file: 'src/pages/pages.tsx', from: "import { ResultsPage } from './results-page';", to: "import { ResultsPage } from './results-page';\nimport { SupplierPage } from './supplier-page';" },
  { file: 'src/pages/pages.tsx', from: "  if (routeId === 'results') return <ResultsPage />;", to: "  if (routeId === 'results') return <ResultsPage />;\n  if (routeId === 'supplier') return <SupplierPage locale={props.locale} supplier={props.params.supplier ?? ''} />;" },
];

/** A page as the server answers it, scripts or not. */
async function served(url: string) {
  const answer = await fetch(url);
  return { status: answer.status, html: await answer.text(), renderedBy: answer.headers.get('x-page-render') };
}

/** A page rendered on the server: asked again while the new release's render workers start (the page is the browser's meanwhile). */
async function renderedOnServer(url: string) {
  for (;;) {
    const page = await served(url);
    if (page.renderedBy !== 'browser') return page;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('a catalogue release that adds a page goes live by re-pointing the catalogue alone: on the server, in the sitemap, in both languages', async ({ page }) => {
  test.setTimeout(300_000);
  const untouched = Object.fromEntries(['shell', 'cart', 'account'].map((app) => [app, fileHashes(distOf(app))]));
  const supplier = 'nordvakt';

  // Before: the shop has no such page.
  expect((await served(`${shop.url}/merker/${supplier}`)).status).toBe(404);
  expect((await served(`${shop.url}/en/brands/${supplier}`)).status).toBe(404);

  const release = buildRelease('catalog', 'catalog-brands', ADD_SUPPLIER_PAGE, { 'src/pages/supplier-page.tsx': SUPPLIER_PAGE });
  expect(await shop.deployRemote('catalog', release)).toBe('live');

  // Rendered on the server in both languages, with its heading in the HTML itself.
  const norwegian = await renderedOnServer(`${shop.url}/merker/${supplier}`);
  expect(norwegian).toMatchObject({ status: 200, renderedBy: expect.stringMatching(/^(server|cache)$/) });
  expect(norwegian.html).toContain(`Merket ${supplier}`);
  const english = await renderedOnServer(`${shop.url}/en/brands/${supplier}`);
  expect(english).toMatchObject({ status: 200, renderedBy: expect.stringMatching(/^(server|cache)$/) });
  expect(english.html).toContain(`The brand ${supplier}`);
  // A supplier the path cannot hold is still no page.
  expect((await served(`${shop.url}/merker/a%2Fb`)).status).toBe(404);

  // In the sitemap, once per supplier, in both languages.
  const sitemap = await (await fetch(`${shop.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${shop.url}/merker/${supplier}`);
  expect(sitemap).toContain(`${shop.url}/en/brands/${supplier}`);

  // In the browser: the page, and the language switch to the same supplier's English page and back.
  await page.goto(`${shop.url}/merker/${supplier}`);
  await expect(page.getByRole('heading', { level: 1, name: `Merket ${supplier}` })).toBeVisible();
  await expect(page.locator('[data-boundary="catalog"]').first()).toHaveAttribute('data-release', 'catalog-brands');
  await page.getByRole('banner').getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(`${shop.url}/en/brands/${supplier}`);
  await expect(page.getByRole('heading', { level: 1, name: `The brand ${supplier}` })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Bytt til norsk' }).click();
  await expect(page).toHaveURL(`${shop.url}/merker/${supplier}`);
  await expect(page.getByRole('heading', { level: 1, name: `Merket ${supplier}` })).toBeVisible();

  // Nobody else was rebuilt: the shell's, cart's and account's files are byte for byte the same.
  for (const app of Object.keys(untouched)) expect(fileHashes(distOf(app)), app).toEqual(untouched[app]);
});

test('a release whose page claims another team\u2019s path is refused, saying which, and the last good release stays live', async ({ page }) => {
  test.setTimeout(300_000);
  const before = await shop.releases();
  const clash = buildRelease('catalog', 'catalog-clash', [
    { file: 'src/routes.ts', from: "    { id: 'result-detail',", to: "    { id: 'catalog-cart', paths: { nb: '/handlekurv', en: '/en/catalog-cart' } },\n    { id: 'result-detail'," },
  ]);
  const outcome = await shop.deployRemote('catalog', clash);
  expect(outcome).toMatch(/the (catalog route "catalog-cart" \(\/handlekurv\) claims the path of the cart route "cart"|cart route "cart" \(\/handlekurv\) claims the path of the catalog route "catalog-cart")/);

  // The last good release is still the one served, and the cart's page is still the cart's.
  const after = await shop.releases();
  expect(after.live.locations.catalog).toBe(before.live.locations.catalog);
  expect((await (await fetch(`${shop.url}/remotes.json`)).json()).catalog).toBe(before.live.locations.catalog);
  await page.goto(`${shop.url}/handlekurv`);
  await expect(page.getByRole('heading', { level: 1, name: 'Handlekurv' })).toBeVisible();
  await expect(page.locator('[data-boundary="cart"]').first()).toBeVisible();
});
