import { writePgliteTemplate } from './pglite-template';

/** Before any test file: the empty PGlite cluster every in-memory test database starts from. */
export default async function globalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) await writePgliteTemplate();
}
