import type { Db } from '../../src/infra/db/db';

/** Per table: how many rows, and a hash of all of them. Equal fingerprints: nothing was written. */
export type Fingerprint = Record<string, { rows: number; hash: string }>;

/**
 * The tables a refused request writes by design: a wrong login or password is refused *and*
 * counted (attempt-counts.ts), or the limits could not hold; a refused import file is recorded
 * with what was refused and why (staff_imports), for the staff to read back.
 */
const WRITTEN_WHEN_REFUSED = ['attempt_counts', 'staff_imports'];

/** A function that fingerprints every table of the shop's schema in one query. */
export async function fingerprinter(db: Db): Promise<() => Promise<Fingerprint>> {
  const tables = (
    await db.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")
  ).filter(({ name }) => !WRITTEN_WHEN_REFUSED.includes(name));
  const sql = tables
    .map(
      ({ name }) =>
        `SELECT '${name}' AS name, count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t`,
    )
    .join(' UNION ALL ');
  return async () => {
    const rows = await db.query<{ name: string; rows: number; hash: string }>(sql);
    return Object.fromEntries(rows.map((row) => [row.name, { rows: Number(row.rows), hash: row.hash }]));
  };
}

/** The tables whose rows differ, for a readable failure. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}
