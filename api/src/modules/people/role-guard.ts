import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../infra/http/http-errors';
import { needsRoleRule, roleMayCall } from './route-roles';

/** The code a client translates: the person's role does not allow this. */
const ROLE_NOT_ALLOWED = 'RoleNotAllowed';

/**
 * Every customer route checks the caller's role (route-roles.ts) before anything else of the route
 * runs: a buyer's or requester's call to an administrator's route is 403 with a plain message,
 * whatever ids or body it carries. A visitor passes on to the route's own answer (401 or public).
 */
export const roleGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const session = request.session;
      const url = request.routeOptions.url;
      if (session === null || url === undefined || !needsRoleRule(url)) return;
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      if (roleMayCall(`${method} ${url}`, session.role)) return;
      throw new HttpError(403, `Your role in the organisation (${session.role}) does not allow this. Ask an administrator of your organisation.`, undefined, ROLE_NOT_ALLOWED);
    });
  },
  { name: 'role-guard', dependencies: ['auth'] },
);
