import type { Db, Queryable } from '../../../infra/db/db';
import { uniqueViolation } from '../../../infra/db/unique-violation';
import type { ImportFormat, ImportKind, ImportState, ImportView } from './import-view';
import { MAX_REFUSALS, type Refusal } from './refusals';

/** A running import that has not moved for this long belongs to a process that stopped. */
const ABANDONED_AFTER_MS = 10 * 60_000;

interface ImportRow {
  id: string;
  kind: ImportKind;
  format: ImportFormat;
  file_name: string;
  state: ImportState;
  started_at: Date | string;
  finished_at: Date | string | null;
  bytes_received: string | number;
  bytes_total: string | number | null;
  rows_total: number | null;
  rows_read: number;
  rows_checked: number;
  rows_written: number;
  refusal_count: number;
  refusals: Refusal[] | string;
  message: string | null;
}

const COLUMNS = `id, kind, format, file_name, state, started_at, finished_at, bytes_received, bytes_total, rows_total,
  rows_read, rows_checked, rows_written, refusal_count, refusals, message`;

function viewOf(row: ImportRow): ImportView {
  return {
    id: row.id,
    kind: row.kind,
    format: row.format,
    fileName: row.file_name,
    state: row.state,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
    bytes: { received: Number(row.bytes_received), total: row.bytes_total === null ? null : Number(row.bytes_total) },
    rows: { total: row.rows_total, read: row.rows_read, checked: row.rows_checked, written: row.rows_written },
    refusalCount: row.refusal_count,
    refusals: typeof row.refusals === 'string' ? (JSON.parse(row.refusals) as Refusal[]) : row.refusals,
    message: row.message,
  };
}

/** The staff_imports table (migration 141): where every API process reads an import's progress. */
export class ImportStore {
  constructor(private readonly db: Db) {}

  /**
   * A new import in the state `receiving`; null while another one runs (the table's unique index
   * holds over every API process). One whose process fell silent is marked failed first.
   */
  async begin(input: { kind: ImportKind; format: ImportFormat; fileName: string; staffId: string; bytesTotal: number | null }): Promise<ImportView | null> {
    await this.db.query(
      `UPDATE staff_imports SET state = 'failed', finished_at = now(),
              message = 'The server stopped while it worked on this file: nothing was changed'
        WHERE state IN ('receiving', 'reading', 'checking', 'writing') AND heartbeat_at < now() - $1::interval`,
      [`${ABANDONED_AFTER_MS / 1000} seconds`],
    );
    try {
      const [row] = await this.db.query<ImportRow>(
        `INSERT INTO staff_imports (kind, format, file_name, staff_id, state, bytes_total) VALUES ($1, $2, $3, $4, 'receiving', $5) RETURNING ${COLUMNS}`,
        [input.kind, input.format, input.fileName, input.staffId, input.bytesTotal],
      );
      return viewOf(row as ImportRow);
    } catch (error) {
      if (uniqueViolation(error) === 'staff_imports_one_running') return null;
      throw error;
    }
  }

  /** The progress of a running import; never over a finished one (a late write loses to the outcome). */
  async progress(tx: Queryable, view: ImportView): Promise<void> {
    await tx.query(
      `UPDATE staff_imports SET state = $2, bytes_received = $3, rows_total = $4, rows_read = $5, rows_checked = $6,
              rows_written = $7, heartbeat_at = now()
        WHERE id = $1 AND state IN ('receiving', 'reading', 'checking', 'writing')`,
      [view.id, view.state, view.bytes.received, view.rows.total, view.rows.read, view.rows.checked, view.rows.written],
    );
  }

  /** The outcome: applied (in the transaction that wrote the file), refused or failed. */
  async finish(tx: Queryable, view: ImportView): Promise<void> {
    await tx.query(
      `UPDATE staff_imports SET state = $2, bytes_received = $3, rows_total = $4, rows_read = $5, rows_checked = $6,
              rows_written = $7, refusals = $8::jsonb, refusal_count = $9, message = $10, heartbeat_at = now(), finished_at = now()
        WHERE id = $1`,
      [
        view.id,
        view.state,
        view.bytes.received,
        view.rows.total,
        view.rows.read,
        view.rows.checked,
        view.rows.written,
        JSON.stringify(view.refusals.slice(0, MAX_REFUSALS)),
        view.refusalCount,
        view.message,
      ],
    );
  }

  async find(id: string): Promise<ImportView | null> {
    const [row] = await this.db.query<ImportRow>(`SELECT ${COLUMNS} FROM staff_imports WHERE id = $1`, [id]);
    return row ? viewOf(row) : null;
  }

  async running(): Promise<ImportView | null> {
    const [row] = await this.db.query<ImportRow>(
      `SELECT ${COLUMNS} FROM staff_imports WHERE state IN ('receiving', 'reading', 'checking', 'writing') LIMIT 1`,
    );
    return row ? viewOf(row) : null;
  }

  /** The newest imports first, without their refusals (the result route lists those). */
  async recent(limit: number): Promise<ImportView[]> {
    const rows = await this.db.query<ImportRow>(`SELECT ${COLUMNS} FROM staff_imports ORDER BY started_at DESC, id LIMIT $1`, [limit]);
    return rows.map((row) => ({ ...viewOf(row), refusals: [] }));
  }
}
