import type { Db } from '../../infra/db/db';
import { uniqueViolation } from '../../infra/db/unique-violation';

export interface UserWithOrganization {
  id: string;
  name: string;
  email: string;
  phone: string;
  organization: { id: string; name: string; invoiceType: 'email' | 'ehf' | 'paper' };
}

interface UserRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  organization_id: string;
  organization_name: string;
  invoice_type: 'email' | 'ehf' | 'paper';
}

const toUser = (row: UserRow): UserWithOrganization => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  organization: { id: row.organization_id, name: row.organization_name, invoiceType: row.invoice_type },
});

/** The people who can log in (contact persons with a password). */
export class UserRepository {
  constructor(private readonly db: Db) {}

  async findLogin(email: string): Promise<{ id: string; passwordHash: string } | null> {
    const [row] = await this.db.query<{ id: string; password_hash: string }>(
      'SELECT id, password_hash FROM users WHERE lower(email) = lower($1) AND password_hash IS NOT NULL',
      [email],
    );
    return row ? { id: row.id, passwordHash: row.password_hash } : null;
  }

  async passwordHash(userId: string): Promise<string | null> {
    const [row] = await this.db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
    return row?.password_hash ?? null;
  }

  async find(userId: string): Promise<UserWithOrganization | null> {
    const [row] = await this.db.query<UserRow>(
      `SELECT u.id, u.name, u.email, u.phone, o.id AS organization_id, o.name AS organization_name, o.invoice_type
         FROM users u JOIN organizations o ON o.id = u.organization_id
        WHERE u.id = $1`,
      [userId],
    );
    return row ? toUser(row) : null;
  }

  /** False when another login already uses the e-mail. */
  async updateProfile(userId: string, profile: { name: string; email: string; phone: string }): Promise<boolean> {
    const [taken] = await this.db.query(
      `SELECT 1 FROM users u, users me
        WHERE me.id = $1 AND u.id <> $1 AND lower(u.email) = lower($2)
          AND (u.password_hash IS NOT NULL OR u.organization_id = me.organization_id)`,
      [userId, profile.email],
    );
    if (taken) return false;
    try {
      await this.db.query('UPDATE users SET name = $2, email = $3, phone = $4, updated_at = now() WHERE id = $1', [
        userId,
        profile.name,
        profile.email,
        profile.phone,
      ]);
    } catch (error) {
      // Someone took the e-mail between the check and the update.
      if (uniqueViolation(error) !== null) return false;
      throw error;
    }
    return true;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
  }
}
