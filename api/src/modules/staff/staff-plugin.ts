import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../infra/http/http-errors';
import { looksLikeToken } from '../../infra/tokens';
import { STAFF_COOKIES, clearStaffCookie } from './staff-cookies';
import { type StaffSession, StaffSessions } from './staff-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member calling a staff route; null elsewhere and for anyone else. */
    staff: StaffSession | null;
  }
  interface FastifyInstance {
    staffSessions: StaffSessions;
    /** onRequest hook of every staff route but the login's: 401 without a staff session, before the request is even read. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The routes where a staff session counts: the staff API and, later, the staff pages. */
const STAFF_API_PREFIX = '/api/staff/';
const isStaffRoute = (request: FastifyRequest) => (request.routeOptions.url ?? '').startsWith(STAFF_API_PREFIX);

/**
 * Staff sessions: read from the `staff_session` cookie on staff routes only (by the route's own
 * pattern, so an address written percent-encoded is no way around it). A customer's cookies are
 * not read here, and this cookie is not read by the customers' side (auth-plugin.ts).
 */
export const staffPlugin = fp(
  async (app: FastifyInstance) => {
    const sessions = new StaffSessions(app.db);
    app.decorate('staffSessions', sessions);
    app.decorateRequest('staff', null);
    app.addHook('onRequest', async (request) => {
      if (!isStaffRoute(request)) return;
      const token = request.cookies[STAFF_COOKIES.session.name];
      if (looksLikeToken(token)) request.staff = await sessions.find(token, 'active');
    });
    app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.staff) return;
      if (request.cookies[STAFF_COOKIES.session.name] !== undefined) clearStaffCookie(reply, 'session');
      throw new HttpError(401, 'Log in to the staff area to do this');
    });
  },
  { name: 'staff', dependencies: ['db', 'auth'] },
);
