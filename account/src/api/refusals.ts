// What the API says when it refuses a call: the fields it names (`details`) and the stable codes
// it gives some refusals, so the account area says them in the person's language.
import { isApiError, statusOfApiError } from '@shop/shared';

/** The codes of the API's refusals the account area translates. */
export const REFUSAL = {
  /** A new password among an attacker's first guesses (400, on the password's field). */
  weakPassword: 'WeakPassword',
  /** The published demo login may not change its password, login e-mail, organisation, delivery addresses or contact persons (403). */
  demoAccount: 'DemoAccount',
  /** A login e-mail changes only on its owner's profile, not as a contact person (403). */
  loginEmail: 'LoginEmail',
  /** A mailed link to set a new password that has run out or been used (400). */
  resetLinkInvalid: 'ResetLinkInvalid',
  /** A mailed login link that has run out or been used (400). */
  loginLinkInvalid: 'LoginLinkInvalid',
  /** A mailed confirmation link that has run out, been replaced or no longer works (400). */
  confirmationLinkInvalid: 'ConfirmationLinkInvalid',
  /** A mailed invitation that has run out, been withdrawn or used (400). */
  invitationInvalid: 'InvitationInvalid',
  /** An invited address that already logs in for another organisation (409). */
  loginEmailTaken: 'LoginEmailTaken',
  /** The organisation's last administrator who can log in cannot be demoted or removed (409). */
  lastAdministrator: 'LastAdministrator',
  /** An approval whose total has changed since the administrator saw it (409, with oldTotal and newTotal). */
  totalChanged: 'TotalChanged',
} as const;

function answerOf(error: unknown): { details?: unknown; code?: unknown } | undefined {
  const data = isApiError(error) ? error.response?.data : undefined;
  return typeof data === 'object' && data !== null ? data : undefined;
}

/** The fields a refused call named, each with its problem's code when the API gave one. */
export function fieldProblemsOf(error: unknown): Array<{ field: string; code?: string }> {
  const details = answerOf(error)?.details;
  if (!Array.isArray(details)) return [];
  return (details as unknown[]).flatMap((detail) => {
    const { field, code } = (typeof detail === 'object' && detail !== null ? detail : {}) as { field?: unknown; code?: unknown };
    if (typeof field !== 'string') return [];
    return [typeof code === 'string' ? { field, code } : { field }];
  });
}

/** The code the API gave a refusal as a whole (`DemoAccount`), if any. */
export function refusalCodeOf(error: unknown): string | undefined {
  const code = answerOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A refusal of a whole form rather than of one field: the demo login's, or too many tries (429). */
export function formRefusalOf(error: unknown): 'demo' | 'limited' | null {
  const status = statusOfApiError(error);
  if (status === 403 && refusalCodeOf(error) === REFUSAL.demoAccount) return 'demo';
  return status === 429 ? 'limited' : null;
}
