// A forgotten password: a link by mail, and the new password set with the link's token.
import { type Locale, apiClient } from '@shop/shared';

/**
 * Asks for a link to set a new password, written in `locale`. The API answers 202 for any address,
 * with an account or not; 429 when asked too often.
 */
export async function requestPasswordReset(email: string, locale: Locale): Promise<void> {
  await apiClient.post('/auth/password-reset', { email, locale });
}

/**
 * Sets the new password with the mailed link's token; every session of the person ends. 400 with
 * the code ResetLinkInvalid for a link that no longer works, or naming `newPassword`.
 */
export async function setNewPassword(token: string, newPassword: string): Promise<void> {
  await apiClient.post('/auth/password-reset/complete', { token, newPassword });
}
