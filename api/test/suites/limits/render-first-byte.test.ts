import { type ServerRenderShop, startServerRenderShop } from '../../support/server-render-shop';

// RENDER_FIRST_BYTE_MS reaches the render pool: a page whose render starts after 600 ms is sent
// for the browser to render under the default budget (300 ms), and rendered on the server when the
// operator allows more (the end-to-end shop does, so its checks of server-rendered pages do not
// depend on how busy the machine is). The work budget is off: only the render's time counts.
const shops: ServerRenderShop[] = [];
const start = async (env: Record<string, string>) => {
  const shop = await startServerRenderShop({ renderModule: 'slow-first-byte.mjs', unitsPerMinute: 0, workClock: () => 0, env });
  shops.push(shop);
  return shop;
};

afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.close()));
});

describe("a render's first-byte budget", () => {
  it('by default sends the browser its page when the render starts too late', async () => {
    const shop = await start({});
    const page = await shop.page('/kontakt', '10.92.0.1');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-page-render']).toBe('browser');
    expect(page.body).not.toContain('late, but whole');
  }, 120_000);

  it('is the operator’s to raise: the same render is then sent whole from the server', async () => {
    const shop = await start({ RENDER_FIRST_BYTE_MS: '20000' });
    const page = await shop.page('/kontakt', '10.92.0.2');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-page-render']).toBe('server');
    expect(page.body).toContain('late, but whole');
  }, 120_000);
});
