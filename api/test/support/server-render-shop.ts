import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type TestApp, buildTestApp } from './test-app';

const SHELL_PAGE = '<!doctype html><html><head><title>Butikk</title></head><body><div id="root"></div></body></html>';
const RENDER_FIXTURES = path.resolve(__dirname, '../../src/web/render-pool/fixtures');

export interface ServerRenderShopOptions {
  /** The file of src/web/render-pool/fixtures/ that stands as the shell's server build. */
  renderModule: string;
  /** The work budget's units a minute (WORK_UNITS_PER_MINUTE). */
  unitsPerMinute: number;
  /** The work budget's clock. */
  workClock: () => number;
  /** Adds test-only routes before the app is sealed. */
  beforeReady?: (app: FastifyInstance) => void;
  /** Settings of the API besides these (RENDER_FIRST_BYTE_MS, say). */
  env?: Record<string, string>;
}

export interface ServerRenderShop extends TestApp {
  /** A page asked for from `remoteAddress`, logged in with `cookie` if given. */
  page(url: string, remoteAddress: string, cookie?: string): Promise<LightMyRequestResponse>;
  /** A cheap read (one product): 429 once the address (or account) has nothing left; its Retry-After then says how far below zero. */
  probe(remoteAddress: string, cookie?: string): Promise<LightMyRequestResponse>;
}

/**
 * A shop that renders its pages on the server, with a fixture module as the shell's server build
 * in a web root of its own, listening (the render workers load the release from it) and ready: its
 * first workers have loaded. Closing it removes the web root.
 */
export async function startServerRenderShop({ renderModule, unitsPerMinute, workClock, beforeReady, env = {} }: ServerRenderShopOptions): Promise<ServerRenderShop> {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'shop-server-render-'));
  const server = path.join(webRoot, 'shell', 'dist', 'server');
  mkdirSync(server, { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_PAGE);
  writeFileSync(path.join(server, 'package.json'), '{ "type": "module" }');
  copyFileSync(path.join(RENDER_FIXTURES, renderModule), path.join(server, 'render-page.js'));
  const shop = await buildTestApp({
    env: { ...env, WEB_ROOT: webRoot, SERVER_RENDER: 'yes', WORK_UNITS_PER_MINUTE: String(unitsPerMinute) },
    workClock,
    ...(beforeReady ? { beforeReady } : {}),
  });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  await untilReady(shop.app);
  const ask = (url: string, remoteAddress: string, cookie?: string) => shop.app.inject({ url, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });
  return {
    ...shop,
    page: ask,
    probe: (remoteAddress, cookie) => ask(`/api/product/detail/${shop.app.catalog.current.products[0]?.skuId}`, remoteAddress, cookie),
    async close() {
      await shop.close();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

/**
 * Until /api/ready says ready: the first render workers have loaded (or failed to). However long a
 * busy machine takes: the calling hook's own time-out is the only bound.
 */
async function untilReady(app: FastifyInstance): Promise<void> {
  while ((await app.inject({ url: '/api/ready' })).statusCode !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
