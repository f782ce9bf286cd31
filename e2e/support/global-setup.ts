import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { startShopApi } from './shop-stack';
import { BUILT_SERVER } from '@shop/tooling/api-process';
import { dataTemplate, distOf, e2eTmp } from './paths';

/**
 * Checks the production builds exist and seeds one database that every test's shop copies, so each
 * test file starts from the same catalogue without paying for the seed again.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const app of ['shell', 'catalog', 'cart', 'account']) {
    if (!existsSync(distOf(app))) throw new Error(`${app} is not built: run the build first (npm test does)`);
  }
  if (!existsSync(BUILT_SERVER)) throw new Error('The API is not built: run the build first (npm test does)');
  process.env.E2E_RUN_DIR = e2eTmp;
  await rm(e2eTmp, { recursive: true, force: true });
  await mkdir(e2eTmp, { recursive: true });
  const api = await startShopApi(undefined, { DATA_DIR: dataTemplate });
  await api.stop();
  return async () => {
    await rm(e2eTmp, { recursive: true, force: true });
  };
}
