import { randomBytes } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import pg from 'pg';

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** PostgreSQL's "source database is being accessed by other users": a copy needs its template idle. */
const TEMPLATE_IN_USE = '55006';

/**
 * A new database on the server of `adminUrl`, dropped with `drop()`: empty, or a copy of the
 * database `template` (whose connections must all be closed; a session still ending is waited for).
 */
export async function throwAwayDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const create = `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`;
  await withAdmin(adminUrl, async (admin) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await admin.query(create);
      } catch (error) {
        if ((error as { code?: string }).code !== TEMPLATE_IN_USE || attempt >= 50) throw error;
        await pause(100);
      }
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
