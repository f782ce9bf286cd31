import type { Person, Role } from '@shop/shared/contracts';
import type { Db, Queryable } from '../../infra/db/db';
import { HttpError } from '../../infra/http/http-errors';
import { osloMonth } from '../../infra/time/oslo-month';

interface PersonRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  is_main: boolean;
  role: Role | null;
  order_limit: string | null;
  month_limit: string | null;
  month_spent: string | number;
  can_log_in: boolean;
  last_login_at: Date | string | null;
  invitation_expires_at: Date | string | null;
  invitation_works: boolean | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const amountOrNull = (value: string | null) => (value === null ? null : Number(value));

function toPerson(row: PersonRow): Person {
  const invitation = row.can_log_in ? 'accepted' : row.role === null ? 'none' : row.invitation_works ? 'pending' : 'expired';
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    isMainContact: row.is_main,
    role: row.role,
    orderLimit: amountOrNull(row.order_limit),
    monthLimit: amountOrNull(row.month_limit),
    monthSpent: Number(row.month_spent),
    invitation,
    invitationExpiresAt: invitation === 'pending' || invitation === 'expired' ? iso(row.invitation_expires_at) : null,
    lastLoginAt: iso(row.last_login_at),
  };
}

const SELECT = `
  SELECT u.id, u.name, u.email, u.phone, (o.main_contact_id = u.id) IS TRUE AS is_main, u.role, u.order_limit, u.month_limit,
         u.password_hash IS NOT NULL AS can_log_in, u.last_login_at,
         coalesce((SELECT spent FROM buyer_month_spend s WHERE s.user_id = u.id AND s.month = $2::date), 0) AS month_spent,
         i.expires_at AS invitation_expires_at, (i.used_at IS NULL AND i.expires_at > now()) AS invitation_works
    FROM users u JOIN organizations o ON o.id = u.organization_id
    LEFT JOIN LATERAL (SELECT expires_at, used_at FROM invitations WHERE user_id = u.id ORDER BY created_at DESC LIMIT 1) i ON true`;

/** The role a change leaves with a person, with a buyer's limits (other roles have none). */
export interface RoleChange {
  role: Role;
  orderLimit: number | null;
  monthLimit: number | null;
}

/**
 * Locks the organisation's row for the transaction and refuses (409 `LastAdministrator`) a change
 * that would leave it without an administrator who can log in: two administrators demoting or
 * removing each other at once are counted one after the other.
 */
export async function keepAnAdministrator(tx: Queryable, organizationId: string, leaving: string): Promise<void> {
  await tx.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [organizationId]);
  const [other] = await tx.query(
    `SELECT 1 FROM users WHERE organization_id = $1 AND id <> $2 AND role = 'administrator' AND password_hash IS NOT NULL LIMIT 1`,
    [organizationId, leaving],
  );
  if (other) return;
  const [leaves] = await tx.query(`SELECT 1 FROM users WHERE id = $1 AND role = 'administrator' AND password_hash IS NOT NULL`, [leaving]);
  if (leaves) {
    throw new HttpError(409, 'An organisation always keeps at least one administrator: make someone else administrator first', undefined, 'LastAdministrator');
  }
}

/** The people of one organisation: an id of another organisation finds nothing. */
export class PeopleRepository {
  constructor(private readonly db: Db) {}

  async list(organizationId: string, now: Date): Promise<Person[]> {
    const rows = await this.db.query<PersonRow>(`${SELECT} WHERE u.organization_id = $1 ORDER BY u.created_at, u.name, u.id`, [organizationId, osloMonth(now)]);
    return rows.map(toPerson);
  }

  async find(organizationId: string, id: string, now: Date): Promise<Person | null> {
    const [row] = await this.db.query<PersonRow>(`${SELECT} WHERE u.organization_id = $1 AND u.id = $3`, [organizationId, osloMonth(now), id]);
    return row ? toPerson(row) : null;
  }

  /**
   * Changes the role (and a buyer's limits) of a person who has one; the last administrator keeps
   * theirs. Answers whether the role itself changed (the person's sessions then end), or null when
   * the person has no role (a contact never invited) or is not of the organisation.
   */
  async changeRole(organizationId: string, id: string, change: RoleChange): Promise<{ roleChanged: boolean } | null> {
    return this.db.transaction(async (tx) => {
      if (change.role !== 'administrator') await keepAnAdministrator(tx, organizationId, id);
      const [before] = await tx.query<{ role: Role | null }>('SELECT role FROM users WHERE id = $1 AND organization_id = $2 FOR UPDATE', [id, organizationId]);
      if (!before || before.role === null) return null;
      await tx.query('UPDATE users SET role = $3, order_limit = $4, month_limit = $5, updated_at = now() WHERE id = $1 AND organization_id = $2', [
        id,
        organizationId,
        change.role,
        change.role === 'buyer' ? change.orderLimit : null,
        change.role === 'buyer' ? change.monthLimit : null,
      ]);
      return { roleChanged: before.role !== change.role };
    });
  }
}
