import pg from 'pg';
import { removePgliteTemplates } from './pglite-template';
import { postgresTemplates } from './postgres-templates';

export default async function globalTeardown(): Promise<void> {
  removePgliteTemplates();
  const adminUrl = process.env.DATABASE_URL;
  const templates = postgresTemplates();
  if (!adminUrl || templates.length === 0) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of templates) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
