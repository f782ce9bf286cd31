// Confirming the login e-mail: the mailed link opens the login page with its token (`?confirm=`),
// whose button confirms; a link that no longer works gets a new one asked for.
import { type Locale, apiClient } from '@shop/shared';

/**
 * Asks for a new confirmation link, written in `locale`. Only the registration with this e-mail
 * and password is sent one. The API answers 202 for any address and password, so the answer tells
 * nobody whether the address has an account; 429 when asked too often.
 */
export async function resendConfirmationCall(email: string, password: string, locale: Locale): Promise<void> {
  await apiClient.post('/auth/confirm-email/resend', { email, password, locale });
}

/** What the confirmation did, as the login page's `?confirmed=` says it (ConfirmationNotice). */
export type Confirmed = '1' | 'already' | 'email';

/**
 * Confirms with the mailed link's token: the registration's address, or the login's move to a new
 * one. 400 with the code ConfirmationLinkInvalid for a link that no longer works.
 */
export async function confirmWithLink(token: string): Promise<Confirmed> {
  return (await apiClient.post<{ confirmed: Confirmed }>('/auth/confirm-email', { token })).data.confirmed;
}
