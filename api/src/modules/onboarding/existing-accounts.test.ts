import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMigrations } from '../../infra/db/migrate';
import { MIGRATIONS_DIR, buildTestApp } from '../../../test/support/test-app';
import { createTestDatabase } from '../../../test/support/test-database';
import { hashPassword } from '../auth';

// Migration 040 starts e-mail confirmation and approval: whoever could log in before it keeps
// logging in, even with REQUIRE_APPROVAL on.

it('keeps every login and organisation of a database from before e-mail confirmation', async () => {
  const database = await createTestDatabase({ persistent: true });
  const earlier = mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  try {
    for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name < '040')) cpSync(path.join(MIGRATIONS_DIR, file), path.join(earlier, file));
    const db = await database.open();
    await runMigrations(db, earlier);
    const [org] = await db.query<{ id: string }>(
      `INSERT INTO organizations (name, org_number, street, zip_code, area, invoice_type, invoice_email)
       VALUES ('Gammel Kunde AS', '974760673', 'Gata 1', '0150', 'Oslo', 'email', 'faktura@gammel.no') RETURNING id`,
    );
    await db.query(`INSERT INTO users (organization_id, name, email, phone, password_hash) VALUES ($1, 'Kari', 'kari@gammel.no', '22334455', $2)`, [
      (org as { id: string }).id,
      await hashPassword('et-gammelt-passord'),
    ]);
    await db.close();

    const shop = await buildTestApp({ database, env: { SEED_DEMO_CATALOG: 'false', REQUIRE_APPROVAL: 'true' } });
    try {
      const login = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'kari@gammel.no', password: 'et-gammelt-passord' } });
      expect(login.statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  } finally {
    rmSync(earlier, { recursive: true, force: true });
    await database.drop();
  }
});
