import type { Queryable } from '../../infra/db/db';

/**
 * How long a registration waits for its login e-mail to be confirmed, as long as its first link
 * works. Then it holds nothing: neither its organisation number nor its e-mail.
 */
export const REGISTRATION_VALID_HOURS = 48;

/** An organisation whose only logins wait for their confirmation: a registration nobody has proven yet. */
const UNCONFIRMED = `
  EXISTS (SELECT 1 FROM users u WHERE u.organization_id = o.id AND u.password_hash IS NOT NULL AND u.email_confirmed_at IS NULL)
  AND NOT EXISTS (SELECT 1 FROM users u WHERE u.organization_id = o.id AND u.password_hash IS NOT NULL AND u.email_confirmed_at IS NOT NULL)`;

/**
 * Drops the unconfirmed registrations that hold `organizationNumber` or `email` (whoever registers
 * them now takes them over: a registration nobody confirmed is nobody's), and every one that has
 * expired. With them go their logins, links and addresses. Answers how many were dropped.
 */
export async function releaseUnconfirmed(db: Queryable, held: { organizationNumber?: string; email?: string }): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `DELETE FROM organizations o
      WHERE ${UNCONFIRMED}
        AND (o.created_at < now() - make_interval(hours => $3)
             OR o.org_number = $1
             OR EXISTS (SELECT 1 FROM users u
                         WHERE u.organization_id = o.id AND u.password_hash IS NOT NULL AND lower(u.email) = lower($2)))
      RETURNING o.id`,
    [held.organizationNumber ?? null, held.email ?? null, REGISTRATION_VALID_HOURS],
  );
  return rows.length;
}
