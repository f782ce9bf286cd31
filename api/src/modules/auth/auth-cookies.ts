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

/**
 * The browser's `device` cookie: a random token the shop makes at a successful login (or a mailed
 * round trip: a reset link, a login link), which the login throttle remembers with the account
 * (login-throttle.ts), so this browser is not slowed down by other people's guessing at the
 * account. A logout forgets it (any computer may be shared); it is read only by the login
 * (Path=/api/auth/login).
 */
export const DEVICE_COOKIE = { name: 'device', path: '/api/auth/login', maxAgeSeconds: 90 * 24 * 60 * 60 } as const;

/**
 * Secure whenever the shop's PUBLIC_URL is https (app.httpsOnly: whatever a proxy in front says),
 * or the request arrived over HTTPS: directly, or through a proxy trusted with TRUST_PROXY that
 * says so in X-Forwarded-Proto (Fastify's `request.protocol`). The same process then works on
 * http://localhost, where a browser would drop a Secure cookie sent over plain http from any
 * other host, and behind TLS.
 */
function baseOptions(reply: FastifyReply): CookieSerializeOptions {
  const secure = reply.server.httpsOnly || reply.request.protocol === 'https';
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

/** Sets (or renews) the browser's device token after a successful login. */
export function setDeviceCookie(reply: FastifyReply, device: string): void {
  reply.setCookie(DEVICE_COOKIE.name, device, { ...baseOptions(reply), path: DEVICE_COOKIE.path, maxAge: DEVICE_COOKIE.maxAgeSeconds });
}

/** Makes the browser forget its device token (a logout). */
export function clearDeviceCookie(reply: FastifyReply): void {
  reply.clearCookie(DEVICE_COOKIE.name, { ...baseOptions(reply), path: DEVICE_COOKIE.path });
}

export function setSessionCookies(reply: FastifyReply, tokens: IssuedTokens, userId: string): void {
  const options = baseOptions(reply);
  reply.setCookie(AUTH_COOKIES.access, tokens.access, { ...options, maxAge: tokens.accessSeconds });
  if (tokens.refresh !== null) {
    reply.setCookie(AUTH_COOKIES.refresh, tokens.refresh, { ...options, maxAge: tokens.refreshSeconds });
    reply.setCookie(AUTH_COOKIES.id, userId, { ...options, maxAge: tokens.refreshSeconds });
    reply.setCookie(AUTH_COOKIES.sd, JSON.stringify({ userId }), { ...options, maxAge: YEAR_SECONDS });
  }
}

export function clearSessionCookies(reply: FastifyReply): void {
  for (const name of Object.values(AUTH_COOKIES)) reply.clearCookie(name, baseOptions(reply));
}
