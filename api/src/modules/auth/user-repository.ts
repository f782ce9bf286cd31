import type { Access, Role } from '@shop/shared/contracts';
import type { Db } from '../../infra/db/db';

export interface UserWithOrganization {
  id: string;
  name: string;
  email: string;
  phone: string;
  organization: { id: string; name: string; invoiceType: 'email' | 'ehf' | 'paper' };
}

/** A person with their access (none: no role), as their pages and their profile show them. */
export type UserWithAccess = UserWithOrganization & { access?: Access };

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

interface AccessRow {
  role: Role | null;
  order_limit: string | null;
  month_limit: string | null;
  spent: string | null;
}

const amount = (value: string | null) => (value === null ? null : Number(value));
const toAccess = (row: AccessRow): Access | null =>
  row.role === null ? null : { role: row.role, orderLimit: amount(row.order_limit), monthLimit: amount(row.month_limit), monthSpent: Number(row.spent ?? 0) };

/** The people who can log in (contact persons with a password). */
export class UserRepository {
  constructor(private readonly db: Db) {}

  /**
   * The logins with this e-mail: the confirmed one (at most one) first, then the registrations
   * waiting for their confirmation, newest first (several may share an e-mail until one is confirmed).
   */
  async findLogins(email: string): Promise<Array<{ id: string; passwordHash: string }>> {
    const rows = await this.db.query<{ id: string; password_hash: string }>(
      `SELECT id, password_hash FROM users WHERE lower(email) = lower($1) AND password_hash IS NOT NULL
        ORDER BY email_confirmed_at IS NULL, created_at DESC`,
      [email],
    );
    return rows.map((row) => ({ id: row.id, passwordHash: row.password_hash }));
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

  /**
   * The person with their organisation and, when they have a role, their access: the role, a
   * buyer's limits and their spend in `month` (YYYY-MM-01), NOK. One query: every page of a
   * logged-in person reads it.
   */
  async findWithAccess(userId: string, month: string): Promise<UserWithAccess | null> {
    const [row] = await this.db.query<UserRow & AccessRow>(
      `SELECT u.id, u.name, u.email, u.phone, o.id AS organization_id, o.name AS organization_name, o.invoice_type,
              u.role, u.order_limit, u.month_limit, s.spent
         FROM users u JOIN organizations o ON o.id = u.organization_id
         LEFT JOIN buyer_month_spend s ON s.user_id = u.id AND s.month = $2::date
        WHERE u.id = $1`,
      [userId, month],
    );
    if (!row) return null;
    const access = toAccess(row);
    return { ...toUser(row), ...(access ? { access } : {}) };
  }

  /**
   * Whether `email` is free for the person's login: no confirmed login and no colleague of the
   * organisation has it (a registration nobody confirmed holds nothing).
   */
  async emailAvailable(userId: string, email: string): Promise<boolean> {
    const [taken] = await this.db.query(
      `SELECT 1 FROM users u, users me
        WHERE me.id = $1 AND u.id <> $1 AND lower(u.email) = lower($2)
          AND ((u.password_hash IS NOT NULL AND u.email_confirmed_at IS NOT NULL) OR u.organization_id = me.organization_id)`,
      [userId, email],
    );
    return !taken;
  }

  /** Name and phone; the login e-mail changes only through a link opened at the new address. */
  async updateNameAndPhone(userId: string, profile: { name: string; phone: string }): Promise<void> {
    await this.db.query('UPDATE users SET name = $2, phone = $3, updated_at = now() WHERE id = $1', [userId, profile.name, profile.phone]);
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
  }
}
