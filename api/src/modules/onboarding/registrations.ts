import type { Queryable } from '../../infra/db/db';

/**
 * How long a registration waits for its login e-mail to be confirmed, as long as its first link
 * works. Then it holds nothing: neither its organisation number nor its e-mail.
 */
export const REGISTRATION_VALID_HOURS = 48;

/**
 * Drops the unconfirmed registrations that hold `organizationNumber` or `email` (whoever registers
 * them now takes them over: a registration nobody confirmed is nobody's), and every one that has
 * expired. With them go their logins, links and addresses. Only logins waiting for their
 * confirmation are looked at (a few, through a partial index), never the whole shop.
 */
export async function releaseUnconfirmed(db: Queryable, held: { organizationNumber?: string; email?: string }): Promise<void> {
  await db.query(
    `DELETE FROM organizations o
      WHERE o.id IN (SELECT u.organization_id FROM users u
                      WHERE u.password_hash IS NOT NULL AND u.email_confirmed_at IS NULL
                        AND (u.created_at < now() - make_interval(hours => $3)
                             OR lower(u.email) = lower($2)
                             OR u.organization_id IN (SELECT id FROM organizations WHERE org_number = $1)))
        AND NOT EXISTS (SELECT 1 FROM users c
                         WHERE c.organization_id = o.id AND c.password_hash IS NOT NULL AND c.email_confirmed_at IS NOT NULL)`,
    [held.organizationNumber ?? null, held.email ?? null, REGISTRATION_VALID_HOURS],
  );
}
