import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

/**
 * The staff's cookies, apart from the customers' (`access`, `refresh`, which the staff side never
 * reads, as the customers' side never reads these):
 * - `staff_session`, the session. Path=/ because one session serves both the staff pages
 *   (/intern, /en/staff) and /api/staff/…, and a cookie carries one path; two cookies would be
 *   two credentials to keep in step. The browser sends it elsewhere too, so the server reads it
 *   only on staff routes (staff-plugin.ts): anywhere else it is worth nothing.
 *   SameSite=Strict: no other site's link or form comes with it.
 * - `staff_pending`, between a right password and the second factor: only for
 *   /api/staff/login (its path), five minutes.
 */
export const STAFF_COOKIES = {
  session: { name: 'staff_session', path: '/' },
  pending: { name: 'staff_pending', path: '/api/staff/login' },
} as const;

function options(reply: FastifyReply, path: string): CookieSerializeOptions {
  const secure = reply.server.httpsOnly || reply.request.protocol === 'https';
  return { httpOnly: true, sameSite: 'strict', secure, path };
}

export function setStaffCookie(reply: FastifyReply, which: keyof typeof STAFF_COOKIES, token: string, seconds: number): void {
  const cookie = STAFF_COOKIES[which];
  reply.setCookie(cookie.name, token, { ...options(reply, cookie.path), maxAge: seconds });
}

export function clearStaffCookie(reply: FastifyReply, which: keyof typeof STAFF_COOKIES): void {
  const cookie = STAFF_COOKIES[which];
  reply.clearCookie(cookie.name, options(reply, cookie.path));
}
