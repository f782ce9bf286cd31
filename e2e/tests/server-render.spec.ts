import { expect, test } from '../support/shop-test';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { REMOTE_NAMES, type SessionUser } from '@shop/shared/contracts';
import { type Locale, localeOfPath } from '@shop/shared';
import { DEMO } from '../support/demo-login';
import { distOf } from '../support/paths';
import { shopOfThisFile } from '../support/shop-stack';

// Every app builds twice, for the browser and for Node (dist/server). The shell's server build
// renders a page with each remote's server build, loaded through the federation runtime for Node
// from the same manifest address the browser loads the remote from. Each render has its own
// language and session: renders running side by side never mix them.

const shop = shopOfThisFile();

interface RenderPage {
  /** A render worker's start: the release's remotes and the routes they declare. */
  init(data: { template: string; remotes: Record<string, string>; publicRemotes: Record<string, string>; routes: Record<string, unknown> }): Promise<void>;
  /** The API works out the page's language once and sends it (the render contract's `locale`). */
  renderPage(request: { url: string; locale: Locale; remotes: Record<string, string>; user: SessionUser | null }): Promise<{ body: Readable }>;
}

let renderer: RenderPage;
let demoUser: SessionUser;
test.beforeAll(async ({ request }) => {
  // The shell's server build is a federation host: required once, it loads the remotes it is given.
  const require = createRequire(import.meta.url);
  renderer = await (require(path.join(distOf('shell'), 'server', 'render-page.js')) as Promise<RenderPage>);
  // Each team declares its pages beside its manifest (routes.json): the worker's route table.
  const routes = Object.fromEntries(
    await Promise.all(REMOTE_NAMES.map(async (name) => [name, await (await request.get(`${shop.remoteUrl(name)}/routes.json`)).json()] as const)),
  );
  const template = await readFile(path.join(distOf('shell'), 'index.html'), 'utf8');
  await renderer.init({ template, remotes: releases(), publicRemotes: releases(), routes });
  const login = await request.post(`${shop.url}/api/auth/login`, { data: DEMO });
  expect(login.status()).toBe(200);
  const { userId } = (await login.json()) as { userId: string };
  demoUser = (await (await request.get(`${shop.url}/api/auth/user/${userId}`)).json()) as SessionUser;
});

const releases = () => Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${shop.remoteUrl(name)}/mf-manifest.json`]));

async function render(url: string, user: SessionUser | null = null): Promise<string> {
  const page = await renderer.renderPage({ url, locale: localeOfPath(url), remotes: releases(), user });
  let html = '';
  for await (const chunk of page.body) html += String(chunk);
  return html;
}

const pages = [
  { url: '/kontakt', owner: 'shell', heading: 'Kontakt' },
  { url: '/en/contact', owner: 'shell', heading: 'Contact' },
  { url: '/innbruddsalarm', owner: 'catalog', heading: 'Filter' },
  { url: '/en/intruder-alarm', owner: 'catalog', heading: 'Filter' },
  { url: '/handlekurv', owner: 'cart', heading: 'Handlekurv' },
  { url: '/en/cart', owner: 'cart', heading: 'Cart' },
  { url: '/min-side/logg-inn', owner: 'account', heading: 'Logg inn' },
  { url: '/en/account/log-in', owner: 'account', heading: 'Log in' },
];

for (const { url, owner, heading } of pages) {
  test(`the server renders ${url} with the ${owner} team's part`, async () => {
    const html = await render(url);
    if (owner !== 'shell') expect(html).toContain(`data-boundary="${owner}"`);
    expect(html).toMatch(new RegExp(`<h[12][^>]*>${heading}</h[12]>`));
    // The header's login link: a visitor's page.
    expect(html).toMatch(url.startsWith('/en') ? />Login</ : />Logg inn</);
  });
}

test('renders side by side, in nb and en, for a visitor and a retailer, never mix language or session', async () => {
  const cases = Array.from({ length: 16 }, (_, index) => ({
    url: index % 2 === 0 ? '/innbruddsalarm' : '/en/intruder-alarm',
    user: index % 4 < 2 ? null : demoUser,
  }));
  const rendered = await Promise.all(cases.map(({ url, user }) => render(url, user)));
  rendered.forEach((html, index) => {
    const { url, user } = cases[index]!;
    const english = url.startsWith('/en');
    // The header speaks the page's language…
    expect(html, url).toContain(english ? '>Search products</label>' : '>Søk i produkter</label>');
    expect(html, url).not.toContain(english ? '>Søk i produkter</label>' : '>Search products</label>');
    // …and shows the session of its own request.
    const profile = english ? '>Profile<' : '>Profil<';
    if (user) expect(html, `${url} as a retailer`).toContain(profile);
    else expect(html, `${url} as a visitor`).not.toContain(profile);
  });
});
