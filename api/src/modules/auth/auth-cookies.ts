import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { IssuedTokens } from './session-store';

/** The auth cookies of spec §9. */
export const AUTH_COOKIES = {
  /** Short-lived session token. */
  access: 'access',
  /** Rotating token that renews `access`. */
  refresh: 'refresh',
  /** The logged-in user's id, for as long as the session may live. Not a credential. */
  id: 'id',
  /** Persisted user data (spec §9: 365 days): `{"userId":…}`. Nothing secret; never trusted by the server. */
  sd: 'sd',
} as const;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function baseOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

export function setSessionCookies(reply: FastifyReply, tokens: IssuedTokens, userId: string, secure: boolean): void {
  const options = baseOptions(secure);
  reply.setCookie(AUTH_COOKIES.access, tokens.access, { ...options, maxAge: tokens.accessSeconds });
  if (tokens.refresh !== null) {
    reply.setCookie(AUTH_COOKIES.refresh, tokens.refresh, { ...options, maxAge: tokens.refreshSeconds });
    reply.setCookie(AUTH_COOKIES.id, userId, { ...options, maxAge: tokens.refreshSeconds });
    reply.setCookie(AUTH_COOKIES.sd, JSON.stringify({ userId }), { ...options, maxAge: YEAR_SECONDS });
  }
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  for (const name of Object.values(AUTH_COOKIES)) reply.clearCookie(name, baseOptions(secure));
}
