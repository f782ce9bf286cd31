// A one-time login link: asked for from the login form while the account's logins wait, and the
// login with the token of the mailed link.
import { type Locale, apiClient, fetchUser, shopStore } from '@shop/shared';

/**
 * Asks for a login link mailed to `email`, written in `locale`. The API answers 202 for any
 * address, with an account or not; 429 when asked too often.
 */
export async function requestLoginLink(email: string, locale: Locale): Promise<void> {
  await apiClient.post('/auth/login-link', { email, locale });
}

/**
 * Logs in with the mailed link's token (the API sets the session cookies) and loads the user. 400
 * with the code LoginLinkInvalid for a link that no longer works.
 */
export async function logInWithLink(token: string): Promise<void> {
  const { userId } = (await apiClient.post<{ userId: string }>('/auth/login-link/complete', { token })).data;
  shopStore.getState().logIn(await fetchUser(userId));
}
