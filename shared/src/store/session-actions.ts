import { deleteCookiesCall, fetchUser, logInCall, verifySessionCall } from '../api/auth-api';
import { verifyDecision } from './session-rules';
import type { PageSession } from './page-session';
import type { SessionUser } from './session-slice';
import { shopStore } from './shop-store';

const state = () => shopStore.getState();

/**
 * The verify check (spec §4) answered by the session the page was served with: the same answer as
 * GET /api/auth/verify, with the user it names. Synchronous, so the first render already knows who
 * is there. False when the page's answer names a user it does not carry (then ask the API).
 */
export function settleSessionFromPage(page: PageSession): boolean {
  const decision = verifyDecision(state().user?.id ?? null, page);
  if (decision.kind === 'mark-logged-in') state().markLoggedIn();
  else if (decision.kind === 'log-out') state().logOut();
  else if (page.user?.id === decision.userId) state().logIn(page.user);
  else return false;
  return true;
}

/** The verify check (spec §4); the app runs it first at start. */
export async function verifySession(): Promise<void> {
  let answer: Awaited<ReturnType<typeof verifySessionCall>> | 'failed';
  try {
    answer = await verifySessionCall();
  } catch {
    answer = 'failed';
  }
  const decision = verifyDecision(state().user?.id ?? null, answer);
  if (decision.kind === 'mark-logged-in') state().markLoggedIn();
  else if (decision.kind === 'log-out') state().logOut();
  else {
    try {
      state().logIn(await fetchUser(decision.userId));
    } catch {
      state().logOut();
    }
  }
}

/** Logs in and loads the user; a wrong login or a limit rejects with the API's error. */
export async function logIn(email: string, password: string): Promise<SessionUser> {
  const { userId } = await logInCall(email, password);
  const user = await fetchUser(userId);
  state().logIn(user);
  return user;
}

/**
 * Logout (spec §4): ends the session on the server and clears the cookies, then clears the user
 * and the flag. The teams' own state (the cart's order, the account's lists) listens to
 * `session:changed` and resets itself.
 */
export async function logOut(): Promise<void> {
  try {
    await deleteCookiesCall();
  } finally {
    state().logOut();
  }
}
