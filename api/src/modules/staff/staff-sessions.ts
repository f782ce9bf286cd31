import type { Db } from '../../infra/db/db';
import { hashToken, newToken } from '../../infra/tokens';

/** Between a right password and the second factor: long enough to open an authenticator app. */
const PENDING_SECONDS = 5 * 60;
/** A staff session lasts a working day, however it is used; then the person logs in again. */
const ACTIVE_SECONDS = 10 * 60 * 60;

export type StaffStage = 'pending' | 'active';

export interface StaffSession {
  staffId: string;
  email: string;
  /** The hash of the cookie's token: what ends the session. */
  tokenHash: string;
}

/**
 * Staff sessions in the database, only their tokens' hashes stored. Every staff request reads
 * its session from the database (staff are few; no cache), so a session ended by any process
 * (logout, a new enrolment) ends at once for every process sharing the database: there is no
 * cached copy elsewhere for a notice to reach.
 */
export class StaffSessions {
  constructor(private readonly db: Db) {}

  async create(staffId: string, stage: StaffStage): Promise<{ token: string; seconds: number }> {
    const seconds = stage === 'pending' ? PENDING_SECONDS : ACTIVE_SECONDS;
    const token = newToken();
    await this.db.transaction(async (tx) => {
      // Expired sessions go when someone logs in: no clean-up job needed.
      await tx.query('DELETE FROM staff_sessions WHERE expires_at < now()');
      await tx.query(
        `INSERT INTO staff_sessions (token_hash, staff_id, stage, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
        [hashToken(token), staffId, stage, seconds],
      );
    });
    return { token, seconds };
  }

  /** The session of a token at this stage, while it is valid and its person may log in. */
  async find(token: string, stage: StaffStage): Promise<StaffSession | null> {
    const [row] = await this.db.query<{ staff_id: string; email: string; token_hash: string }>(
      `SELECT s.staff_id, st.email, s.token_hash
         FROM staff_sessions s JOIN staff st ON st.id = s.staff_id
        WHERE s.token_hash = $1 AND s.stage = $2 AND s.expires_at > now()
          AND st.password_hash IS NOT NULL AND st.totp_confirmed_at IS NOT NULL`,
      [hashToken(token), stage],
    );
    return row ? { staffId: row.staff_id, email: row.email, tokenHash: row.token_hash } : null;
  }

  async end(tokenHash: string): Promise<void> {
    await this.db.query('DELETE FROM staff_sessions WHERE token_hash = $1', [tokenHash]);
  }
}
