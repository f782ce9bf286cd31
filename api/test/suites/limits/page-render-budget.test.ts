import { type ServerRenderShop, startServerRenderShop } from '../../support/server-render-shop';
import { createSignedInUser } from '../../support/test-session';

// A page rendered on the server costs a render (150 units) of the visitor's address and, logged in,
// organisation; a page sent again from the cache (a visitor's, or a price group's) costs nothing. The shell's server build
// here is the render pool's test module (it writes the address it was asked); the budget's clock
// stands still at 60 units a minute, so a refusal's Retry-After reads what was spent.
let shop: ServerRenderShop;
let now = 0;
const PER_MINUTE = 60;

beforeAll(async () => {
  shop = await startServerRenderShop({ renderModule: 'page.mjs', unitsPerMinute: PER_MINUTE, workClock: () => now });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

let nextAddress = 0;
const freshAddress = () => `10.91.0.${++nextAddress}`;
const probe = (remoteAddress: string, cookie?: string) => shop.probe(remoteAddress, cookie);
const page = (url: string, remoteAddress: string, cookie?: string) => shop.page(url, remoteAddress, cookie);

describe('a page rendered on the server', () => {
  it('costs a render when it misses the visitor cache, nothing when it is sent from it', async () => {
    now += 3_600_000;
    const first = freshAddress();
    const rendered = await page('/innbruddsalarm?page=1', first);
    expect(rendered.statusCode).toBe(200);
    expect(rendered.headers['x-page-render']).toBe('server');
    const refused = await probe(first);
    expect(refused.statusCode).toBe(429);
    // 1 - (10 - 150) seconds: 60 units a minute, 10 held.
    expect(refused.headers['retry-after']).toBe('141');

    // The same address again, from another visitor: the kept page, at no cost.
    const second = freshAddress();
    for (let i = 0; i < 20; i += 1) expect((await page('/innbruddsalarm?page=1', second)).headers['x-page-render']).toBe('cache');
    expect((await probe(second)).statusCode).toBe(200);
  });

  it('is refused with 429 and Retry-After, kept by no cache, once the address has spent its budget on pages never asked before', async () => {
    now += 3_600_000;
    const flooder = freshAddress();
    expect((await page('/innbruddsalarm?page=2', flooder)).headers['x-page-render']).toBe('server');
    const refused = await page('/innbruddsalarm?page=3', flooder);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('141');
    expect(refused.headers['cache-control']).toBe('no-store');
    // A page kept already is still sent to it: it costs no render.
    expect((await page('/innbruddsalarm?page=1', flooder)).statusCode).toBe(200);
    expect((await page('/innbruddsalarm?page=3', freshAddress())).headers['x-page-render']).toBe('server');
  });

  it("costs a logged-in person's organisation a render for each page rendered, from whatever address; their price group's kept page costs nothing", async () => {
    now += 3_600_000;
    const user = await createSignedInUser(shop.app, { remoteAddress: freshAddress() });
    expect((await page('/innbruddsalarm', freshAddress(), user.cookie)).headers['x-page-render']).toBe('server');
    const elsewhere = await page('/kameraovervakning', freshAddress(), user.cookie);
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().message).toMatch(/^Too many products, order lines and pages asked for for this account just now\./);
    // The page rendered for the price group is kept: sent again at no cost, budget spent or not.
    const kept = await page('/innbruddsalarm', freshAddress(), user.cookie);
    expect([kept.statusCode, kept.headers['x-page-render']]).toEqual([200, 'cache']);
  });
});
