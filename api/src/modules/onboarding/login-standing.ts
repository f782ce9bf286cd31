import type { Db } from '../../infra/db/db';
import { HttpError, forbidden } from '../../infra/http/http-errors';
import { REGISTRATION_VALID_HOURS, dropExpiredRegistrations } from './registrations';

/** The names a client translates (the account's texts). */
const EMAIL_NOT_CONFIRMED = 'EmailNotConfirmed';
const AWAITING_APPROVAL = 'AwaitingApproval';
const REFUSED = 'OrganizationRefused';
/** The login route's answer to a wrong e-mail or password. */
const WRONG_LOGIN = 'The e-mail address or the password is wrong';

/**
 * Whether a login whose password proved right may have a session, i.e. see retailer prices: its
 * e-mail must be confirmed and, when the distributor approves new organisations
 * (REQUIRE_APPROVAL), its organisation approved. Asked only after the password is checked, so
 * the refusal tells nobody but the owner that the address has an account. A registration that
 * expired unconfirmed is gone: dropped now, and answered as a wrong login.
 */
export async function refuseUntrustedLogin(db: Db, userId: string, requireApproval: boolean): Promise<void> {
  const [row] = await db.query<{ confirmed: boolean; approved: boolean; refused: boolean; expired: boolean }>(
    `SELECT u.email_confirmed_at IS NOT NULL AS confirmed, o.approved_at IS NOT NULL AS approved,
            o.refused_at IS NOT NULL AS refused,
            u.created_at <= now() - make_interval(hours => $2) AS expired
       FROM users u JOIN organizations o ON o.id = u.organization_id
      WHERE u.id = $1`,
    [userId, REGISTRATION_VALID_HOURS],
  );
  if (row && !row.confirmed && row.expired) {
    await dropExpiredRegistrations(db);
    throw new HttpError(401, WRONG_LOGIN);
  }
  if (!row?.confirmed) {
    throw forbidden(
      'Confirm your e-mail address first: open the link in the e-mail we sent you when you registered, or ask for a new one.',
      EMAIL_NOT_CONFIRMED,
    );
  }
  // Refused by the distributor's staff (with a mail saying why): no login, whatever REQUIRE_APPROVAL says.
  if (row.refused && !row.approved) {
    throw forbidden('The distributor did not approve your organisation. The e-mail we sent you says why.', REFUSED);
  }
  if (requireApproval && !row.approved) {
    throw forbidden(
      "Your organisation is waiting for the distributor's approval. You can log in as soon as it is approved.",
      AWAITING_APPROVAL,
    );
  }
}
