import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import type { PageSession, PricedProduct } from '@shop/shared/contracts';
import { appWithUsers } from '../../../test/support/app-with-users';
import { announceAgreementChange, replaceTerms } from '../../modules/agreements';

/**
 * A stand-in for the shell's render module (shell/src/server/server-entry.ts) with the parts that
 * make a logged-in person's page theirs: the session block the shell writes in the head (with the
 * page's title), the prices of the page's priced read, and, as a careless component would, the
 * person's name, e-mail and organisation in the markup. The contact page reads who is logged in
 * (GET /api/auth/verify): a read that is the person's own, not the catalogue's.
 */
const RENDER_MODULE = `
const block = (value) => '<script type="application/json" id="shop-session">' + JSON.stringify(value).replace(/</g, '\\\\u003c') + '</script>';
exports.render = async (request, { api }) => {
  const session = request.session || {};
  const user = session.user;
  const sku = request.url.startsWith('/produkter/') ? request.url.split('/')[2].split('?')[0] : undefined;
  let main = '<main>' + request.url + '</main>';
  if (sku) {
    const read = await api((user ? '/api/productUser/detail/' : '/api/product/detail/') + sku);
    const product = JSON.parse(read.body);
    main += '<p class="price">' + (product.price === undefined ? 'no price' : product.price) + '</p>';
  }
  if (request.url.startsWith('/kontakt')) main += '<p class="verify">' + (await api('/api/auth/verify')).body + '</p>';
  const person = user ? '<p class="person">' + user.name + '|' + user.email + '|' + user.organization.name + '|' + user.id + '</p>' : '';
  return (async function* page() {
    yield '<!doctype html><html><head>' + block({ ...session, pageTitle: 'Produkt' }) + '</head><body>' + main + person;
    yield '</body></html>';
  })();
};
`;

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-price-group-pages-'));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  writeFileSync(path.join(webRoot, file), text);
};
write('shell/dist/index.html', '<!doctype html><html><head><title>Butikk</title></head><body><div id="root"></div></body></html>');
write('shell/dist/server/render-page.js', RENDER_MODULE);

// A has an agreement of its own; B and C share the list prices.
const shop = appWithUsers(3, { env: { WEB_ROOT: webRoot, WORK_UNITS_PER_MINUTE: '0' } });
let product: PricedProduct;

beforeAll(async () => {
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  [product] = (await shop.app.inject({ url: '/api/productUser/list?limit=1', headers: { cookie: shop.users[1]!.cookie } })).json<PricedProduct[]>() as [PricedProduct];
  await setAgreement(shop.users[0]!.organizationId, 40);
}, 60_000);

afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/** Gives the organisation `percent` off the product's supplier, and waits until the app has seen it. */
async function setAgreement(organizationId: string, percent: number) {
  const version = await shop.db.transaction(async (tx) => {
    await replaceTerms(tx, organizationId, [{ kind: 'supplier', target: product.supplier.id, discountPercentage: percent }]);
    return announceAgreementChange(tx);
  });
  while (shop.app.agreements.versionSeen !== version) await pause(10);
}

const agreed = (percent: number) => Math.round(product.price * (100 - percent)) / 100;

/** The page as a person (or a visitor) gets it: asked again until the server rendered it (a busy machine falls back to the browser's page). */
async function page(url: string, cookie?: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const answer = await shop.app.inject({ url, headers: cookie ? { cookie } : {} });
    if (answer.headers['x-page-render'] !== 'browser') return answer;
    await pause(50);
  }
  throw new Error(`${url} was never rendered on the server`);
}

const sessionOf = (html: string) => JSON.parse(/id="shop-session">(.*?)<\/script>/.exec(html)![1]!) as PageSession;
const priceOf = (html: string) => /<p class="price">(.*?)<\/p>/.exec(html)![1];

describe("a logged-in person's public page, kept once per price group", () => {
  it('is rendered once for the organisations that share the list prices, each sent with their own session and nothing of another person', async () => {
    const url = `/produkter/${product.skuId}`;
    const [a, b, c] = shop.users as [(typeof shop.users)[0], (typeof shop.users)[0], (typeof shop.users)[0]];
    // Side by side, in turns: whoever's render is kept, each person's page is theirs.
    const asked = Array.from({ length: 24 }, (_, index) => [a, b, c][index % 3]!);
    const answers = await Promise.all(asked.map((person) => page(url, person.cookie)));
    answers.forEach((answer, index) => {
      const person = asked[index]!;
      const html = answer.body;
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toMatch(/no-store/);
      const session = sessionOf(html);
      expect(session.userId).toEqual({ userId: person.userId });
      expect(session.user?.email).toBe(person.email);
      expect(session.user?.organization.id).toBe(person.organizationId);
      expect(session.pageTitle).toBe('Produkt');
      expect(priceOf(html)).toBe(String(person === a ? agreed(40) : product.price));
      // The markup was rendered with no one's name in it: no person's e-mail or id but in their own block.
      for (const other of [a, b, c].filter((someone) => someone !== person)) {
        expect(html).not.toContain(other.email);
        expect(html).not.toContain(other.userId);
        expect(html).not.toContain(other.organizationId);
      }
      expect(html).toContain('<p class="person">|||</p>');
    });
    // B's and C's pages come from one render: once it has been sent, each is sent the kept page
    // (asked again after the round, so a busy machine that rendered every one of them side by side
    // decides nothing).
    for (const person of [b, c]) {
      const again = await page(url, person.cookie);
      expect(again.headers['x-page-render']).toBe('cache');
      expect(sessionOf(again.body).userId).toEqual({ userId: person.userId });
    }
  });

  it("is not kept when its render reads what is the person's own: each person gets their own read", async () => {
    const [, b, c] = shop.users;
    for (const person of [b!, c!, b!, c!]) {
      const answer = await page('/kontakt', person.cookie);
      expect(answer.headers['x-page-render']).toBe('server');
      expect(answer.body).toContain(`"userId":"${person.userId}"`);
    }
  });

  it("after an agreement's change, the organisation's pages show its new prices, and the list-price group's stay", async () => {
    const url = `/produkter/${product.skuId}`;
    const [a, b] = shop.users;
    expect(priceOf((await page(url, a!.cookie)).body)).toBe(String(agreed(40)));
    await setAgreement(a!.organizationId, 25);
    expect(priceOf((await page(url, a!.cookie)).body)).toBe(String(agreed(25)));
    // B joins an agreement: no longer the list prices' page.
    await setAgreement(b!.organizationId, 10);
    expect(priceOf((await page(url, b!.cookie)).body)).toBe(String(agreed(10)));
    expect(priceOf((await page(url, shop.users[2]!.cookie)).body)).toBe(String(product.price));
  });

  it("never reaches a visitor, whose page has no price and no session but a visitor's", async () => {
    const answer = await page(`/produkter/${product.skuId}`);
    expect(priceOf(answer.body)).toBe('no price');
    expect(sessionOf(answer.body)).toEqual({ pageTitle: 'Produkt' });
  });
});
