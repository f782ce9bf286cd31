import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../infra/db/db';
import { hashToken, newToken } from '../../infra/tokens';

/** How long a link to set a password (the first staff's or an invitation's) works. */
export const LINK_VALID_DAYS = 7;
const RECOVERY_CODES = 10;

export interface StaffLogin {
  id: string;
  email: string;
  passwordHash: string | null;
  totpSecret: string | null;
  totpConfirmed: boolean;
  totpLastStep: number | null;
}

interface StaffRow {
  id: string;
  email: string;
  password_hash: string | null;
  totp_secret: string | null;
  totp_confirmed_at: Date | string | null;
  totp_last_step: string | number | null;
}

const toLogin = (row: StaffRow): StaffLogin => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  totpSecret: row.totp_secret,
  totpConfirmed: row.totp_confirmed_at !== null,
  totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
});

/** Letters and digits nobody mistakes for another (no i, l, o, 0, 1). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as typed: spaces, dashes and case do not matter; grouped by four as printed. */
const normalRecoveryCode = (code: string) =>
  code
    .replace(/[\s-]/g, '')
    .toLowerCase()
    .replace(/(.{4})(?=.)/g, '$1-');

/**
 * A recovery code: sixteen letters and digits (about 79 bits, so its SHA-256 hash cannot be
 * searched through), printed in groups of four.
 */
function newRecoveryCode(): string {
  // 32 bytes for 16 characters: a byte above the largest multiple of the alphabet's size is skipped.
  let chars = '';
  while (chars.length < 16) {
    for (const byte of randomBytes(32)) {
      if (byte < 248 && chars.length < 16) chars += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
    }
  }
  return normalRecoveryCode(chars);
}

/** The staff accounts, their single-use links and recovery codes. */
export class StaffRepository {
  constructor(private readonly db: Db) {}

  async findByEmail(email: string): Promise<StaffLogin | null> {
    const [row] = await this.db.query<StaffRow>('SELECT * FROM staff WHERE email = $1', [email]);
    return row ? toLogin(row) : null;
  }

  async findById(id: string, db: Queryable = this.db): Promise<StaffLogin | null> {
    const [row] = await db.query<StaffRow>('SELECT * FROM staff WHERE id = $1', [id]);
    return row ? toLogin(row) : null;
  }

  /**
   * A new staff account (or the existing one of this e-mail without a password yet) and a link
   * to set its password; null when the address already has a staff login.
   */
  async invite(tx: Queryable, email: string, invitedBy: string | null): Promise<{ staffId: string; token: string } | null> {
    const [row] = await tx.query<{ id: string; password_hash: string | null }>(
      `INSERT INTO staff (email, invited_by) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
       RETURNING id, password_hash`,
      [email, invitedBy],
    );
    const staff = row as { id: string; password_hash: string | null };
    if (staff.password_hash !== null) return null;
    // Only the newest link works.
    await tx.query('DELETE FROM staff_links WHERE staff_id = $1', [staff.id]);
    const token = newToken();
    await tx.query(`INSERT INTO staff_links (token_hash, staff_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`, [
      hashToken(token),
      staff.id,
      LINK_VALID_DAYS,
    ]);
    return { staffId: staff.id, token };
  }

  /** The staff account a link (still unused and valid) is for. */
  async linkOwner(token: string): Promise<StaffLogin | null> {
    const [row] = await this.db.query<StaffRow>(
      `SELECT s.* FROM staff_links l JOIN staff s ON s.id = l.staff_id
        WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > now()`,
      [hashToken(token)],
    );
    return row ? toLogin(row) : null;
  }

  /** Sets the password and a new TOTP secret, not yet confirmed: the link stays usable until it is. */
  async setPasswordAndSecret(staffId: string, passwordHash: string, secret: string): Promise<void> {
    await this.db.query('UPDATE staff SET password_hash = $2, totp_secret = $3, totp_confirmed_at = NULL WHERE id = $1', [
      staffId,
      passwordHash,
      secret,
    ]);
  }

  /**
   * The second factor confirmed: the link is used up, the step recorded, and ten new recovery
   * codes made (only their hashes kept). Null when the link was used meanwhile.
   */
  async confirmEnrolment(token: string, staffId: string, step: number): Promise<string[] | null> {
    return this.db.transaction(async (tx) => {
      const [used] = await tx.query<{ staff_id: string }>(
        `UPDATE staff_links SET used_at = now()
          WHERE token_hash = $1 AND staff_id = $2 AND used_at IS NULL AND expires_at > now() RETURNING staff_id`,
        [hashToken(token), staffId],
      );
      if (!used) return null;
      await tx.query('UPDATE staff SET totp_confirmed_at = now(), totp_last_step = $2 WHERE id = $1', [staffId, step]);
      await tx.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [staffId]);
      const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
      for (const code of codes) {
        await tx.query('INSERT INTO staff_recovery_codes (code_hash, staff_id) VALUES ($1, $2)', [hashToken(code), staffId]);
      }
      await tx.query('DELETE FROM staff_sessions WHERE staff_id = $1', [staffId]);
      return codes;
    });
  }

  /** Records the step of an accepted code, unless a code of that step or later was taken meanwhile. */
  async takeStep(staffId: string, step: number): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id',
      [staffId, step],
    );
    return rows.length === 1;
  }

  /** Uses up a recovery code of this person; false when it is not theirs or was used. */
  async useRecoveryCode(staffId: string, code: string): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE staff_recovery_codes SET used_at = now() WHERE code_hash = $1 AND staff_id = $2 AND used_at IS NULL RETURNING staff_id',
      [hashToken(normalRecoveryCode(code)), staffId],
    );
    return rows.length === 1;
  }
}
