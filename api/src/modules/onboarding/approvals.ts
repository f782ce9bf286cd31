import type { Db } from '../../infra/db/db';
import { REGISTRATION_VALID_HOURS } from './registrations';

/** An organisation that waits for the distributor's approval (REQUIRE_APPROVAL). */
export interface WaitingOrganization {
  organizationNumber: string;
  name: string;
  registeredAt: Date;
  /** The login e-mail of its main contact (the person who registered it). */
  loginEmail: string | null;
  emailConfirmed: boolean;
}

type ApproveOutcome =
  | { kind: 'approved'; name: string }
  | { kind: 'already-approved'; name: string }
  | { kind: 'not-confirmed'; waiting: number }
  | { kind: 'unknown' };

/**
 * Approves the organisation that holds this number, i.e. whose login e-mail was confirmed: its
 * logins see prices from now on. Registrations still waiting for their confirmation are not
 * approved: several may wait for one number, and the first confirmed holds it.
 */
export async function approveOrganization(db: Db, organizationNumber: string): Promise<ApproveOutcome> {
  const [row] = await db.query<{ name: string; was_approved: boolean }>(
    `UPDATE organizations o SET approved_at = coalesce(o.approved_at, now())
       FROM organizations earlier
      WHERE o.id = earlier.id AND o.org_number = $1 AND NOT o.registration_pending
      RETURNING o.name, earlier.approved_at IS NOT NULL AS was_approved`,
    [organizationNumber],
  );
  if (row) return { kind: row.was_approved ? 'already-approved' : 'approved', name: row.name };
  const [waiting] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM organizations WHERE org_number = $1 AND registration_pending',
    [organizationNumber],
  );
  return waiting && waiting.count > 0 ? { kind: 'not-confirmed', waiting: waiting.count } : { kind: 'unknown' };
}

/** Marks a new organisation approved at once: nobody approves them when REQUIRE_APPROVAL is off. */
export async function approveWithoutReview(db: Db, organizationId: string): Promise<void> {
  await db.query('UPDATE organizations SET approved_at = coalesce(approved_at, now()) WHERE id = $1', [organizationId]);
}

/** The organisations waiting for approval, oldest first; not a registration that expired unconfirmed (it holds nothing). */
export async function organizationsAwaitingApproval(db: Db): Promise<WaitingOrganization[]> {
  const rows = await db.query<{ org_number: string; name: string; created_at: Date | string; email: string | null; confirmed: boolean | null }>(
    `SELECT o.org_number, o.name, o.created_at, u.email, u.email_confirmed_at IS NOT NULL AS confirmed
       FROM organizations o LEFT JOIN users u ON u.id = o.main_contact_id
      WHERE o.approved_at IS NULL AND o.refused_at IS NULL
        AND (u.email_confirmed_at IS NOT NULL OR u.created_at > now() - make_interval(hours => $1))
      ORDER BY o.created_at, o.org_number`,
    [REGISTRATION_VALID_HOURS],
  );
  return rows.map((row) => ({
    organizationNumber: row.org_number,
    name: row.name,
    registeredAt: new Date(row.created_at),
    loginEmail: row.email,
    emailConfirmed: row.confirmed === true,
  }));
}
