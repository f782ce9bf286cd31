import type { Locale } from '@shop/shared/routes';
import type { Queryable } from '../../infra/db/db';

/**
 * How long a registration waits for its login e-mail to be confirmed, as long as its first link
 * works. Then it is dropped.
 */
export const REGISTRATION_VALID_HOURS = 48;

/** A waiting registration ended because another one of its number or login e-mail was confirmed first. */
export interface EndedRegistration {
  email: string;
  locale: Locale;
}

/**
 * Drops the registrations that expired unconfirmed, with their logins, links and addresses. Only
 * logins waiting for their confirmation are looked at (a few, through a partial index).
 */
export async function dropExpiredRegistrations(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM organizations o
      WHERE o.registration_pending
        AND o.id IN (SELECT u.organization_id FROM users u
                      WHERE u.password_hash IS NOT NULL AND u.email_confirmed_at IS NULL
                        AND u.created_at < now() - make_interval(hours => $1))`,
    [REGISTRATION_VALID_HOURS],
  );
}

/**
 * Ends the registrations still waiting that hold `organizationNumber` or whose login is `email`,
 * other than `keep`'s: one of that number or e-mail was just confirmed, and the first confirmed
 * wins. Answers whom to tell, in the language each registered in.
 */
export async function endRivalRegistrations(
  tx: Queryable,
  held: { organizationNumber: string | null; email: string; keep: string | null },
): Promise<EndedRegistration[]> {
  const ended = await tx.query<{ email: string; locale: Locale | null }>(
    `WITH rivals AS (
       SELECT o.id FROM organizations o
        WHERE o.registration_pending AND o.id IS DISTINCT FROM $3::uuid
          AND (o.org_number = $1
               OR o.id IN (SELECT u.organization_id FROM users u
                            WHERE lower(u.email) = lower($2) AND u.password_hash IS NOT NULL AND u.email_confirmed_at IS NULL))
     ),
     told AS (
       SELECT u.email, o.registration_locale AS locale
         FROM organizations o JOIN users u ON u.id = o.main_contact_id
        WHERE o.id IN (SELECT id FROM rivals)
     ),
     gone AS (DELETE FROM organizations WHERE id IN (SELECT id FROM rivals))
     SELECT email, locale FROM told`,
    [held.organizationNumber, held.email, held.keep],
  );
  return ended.map((row) => ({ email: row.email, locale: row.locale ?? 'nb' }));
}
