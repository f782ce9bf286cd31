import type { Db, Queryable } from '../../infra/db/db';

/** One line of the audit log: who did what to what, the state before and after, and when. */
export interface AuditEntry {
  id: string;
  staffId: string | null;
  staffEmail: string | null;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
  at: string;
}

/** Writes an entry in the same transaction as the change it records: both are kept, or neither. */
export async function audit(
  tx: Queryable,
  entry: { staffId: string | null; action: string; subject: string; before?: unknown; after?: unknown },
): Promise<void> {
  await tx.query('INSERT INTO staff_audit (staff_id, action, subject, before, after) VALUES ($1, $2, $3, $4, $5)', [
    entry.staffId,
    entry.action,
    entry.subject,
    entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === undefined ? null : JSON.stringify(entry.after),
  ]);
}

/** The newest entries first, a page at a time (`before`: the id of the last entry of the page seen). */
export async function auditPage(db: Db, options: { limit: number; before?: string }): Promise<AuditEntry[]> {
  const rows = await db.query<{
    id: string;
    staff_id: string | null;
    email: string | null;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
    at: Date | string;
  }>(
    `SELECT a.id::text, a.staff_id, s.email, a.action, a.subject, a.before, a.after, a.at
       FROM staff_audit a LEFT JOIN staff s ON s.id = a.staff_id
      WHERE ($2::bigint IS NULL OR a.id < $2::bigint)
      ORDER BY a.id DESC LIMIT $1`,
    [options.limit, options.before ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    staffId: row.staff_id,
    staffEmail: row.email,
    action: row.action,
    subject: row.subject,
    before: typeof row.before === 'string' ? JSON.parse(row.before) : row.before,
    after: typeof row.after === 'string' ? JSON.parse(row.after) : row.after,
    at: new Date(row.at).toISOString(),
  }));
}
