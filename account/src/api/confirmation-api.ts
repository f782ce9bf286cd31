// Confirming the login e-mail: the link itself is opened from the mail (GET /api/auth/confirm-email
// leads to the login page); the page only asks for a new link.
import { type Locale, apiClient } from '@shop/shared';

/**
 * Asks for a new confirmation link, written in `locale`. Only the registration with this e-mail
 * and password is sent one. The API answers 202 for any address and password, so the answer tells
 * nobody whether the address has an account; 429 when asked too often.
 */
export async function resendConfirmationCall(email: string, password: string, locale: Locale): Promise<void> {
  await apiClient.post('/auth/confirm-email/resend', { email, password, locale });
}
