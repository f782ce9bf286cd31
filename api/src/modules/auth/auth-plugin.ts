import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../infra/http/http-errors';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';
import type { AuthConfig } from '../../infra/config/auth-config';
import { AUTH_COOKIES, clearSessionCookies, setSessionCookies } from './auth-cookies';
import { untrustedProxyWarning } from './proxy-warning';
import { isApiRequest } from './routed-path';
import { sameOriginJsonGuard } from './same-origin-guard';
import { AttemptCounts } from '../../infra/attempts/attempt-counts';
import { EmailChangeLimits } from './email-changes';
import { LoginThrottle } from './login-throttle';
import type { SessionIdentity } from './session-identity';
import { SessionStore } from './session-store';
import { PersonPages } from './person-pages';
import { looksLikeToken } from '../../infra/tokens';

/** Who is calling: set on every request under /api from its cookies, null for a visitor. */
type RequestSession = SessionIdentity;

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a logged-in user: 401 without a valid session. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * The session of a request outside /api (a page): resolved only when asked for, because the
     * hook below leaves every other request alone (assets need no session lookup).
     */
    sessionOf: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestSession | null>;
    sessions: SessionStore;
    authConfig: AuthConfig;
    /** Shared by every route that changes an e-mail address. */
    emailChanges: EmailChangeLimits;
    /** The attempt limits' records, shared by every process on the database (attempt-counts.ts). */
    attemptCounts: AttemptCounts;
    /** The waits of password guessing, and the devices each account is known on (login-throttle.ts). */
    loginThrottle: LoginThrottle;
    /** A logged-in person as their pages show them (person-pages.ts). */
    personPages: PersonPages;
  }
}

async function resolveSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { access, refresh } = request.cookies;
  if (looksLikeToken(access)) {
    const identity = await app.sessions.fromAccess(access);
    if (identity) return identity;
  }
  if (!looksLikeToken(refresh)) return null;
  const renewed = await app.sessions.refresh(refresh);
  if (!renewed) {
    // A dead refresh token is of no further use to the browser.
    clearSessionCookies(reply);
    return null;
  }
  setSessionCookies(reply, renewed.tokens, renewed.identity.userId);
  return renewed.identity;
}

/**
 * Sessions for the whole API: reads the `access` cookie (renewing it from `refresh` when it has
 * expired), decorates every request with `request.session`, and offers `app.requireUser`.
 * Registered before the route modules.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { config: AuthConfig; clock: () => number }) => {
    await app.register(cookie);
    app.decorate('authConfig', options.config);
    const attemptCounts = new AttemptCounts(app.db, options.clock);
    app.decorate('attemptCounts', attemptCounts);
    app.decorate('loginThrottle', new LoginThrottle(attemptCounts, options.config.loginLimit));
    app.decorate('emailChanges', new EmailChangeLimits(attemptCounts, options.config));
    const sessions = new SessionStore(app.db, options.config.sessionMaxAgeSeconds);
    await sessions.listenForEndedSessions();
    app.decorate('sessions', sessions);
    // Kept in memory only on the embedded database, which hears its notices as its writes end.
    const personPages = new PersonPages(app.db, app.db.soleWriter);
    await personPages.listenForChanges();
    app.decorate('personPages', personPages);
    app.decorateRequest('session', null);

    app.addHook('onRequest', sameOriginJsonGuard(options.config.trustedOrigins));
    if (options.config.trustProxy === false) app.addHook('onRequest', untrustedProxyWarning(app.log));
    const sessionOf = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.cookies[AUTH_COOKIES.access] === undefined && request.cookies[AUTH_COOKIES.refresh] === undefined) return null;
      return resolveSession(app, request, reply);
    };
    app.decorate('sessionOf', sessionOf);
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiRequest(request)) return;
      request.session = await sessionOf(request, reply);
    });

    // Whatever the API answers a logged-in person is theirs alone and kept nowhere (a product list
    // with their prices too); only answers a route declared public (pictures) stay cacheable.
    app.addHook('onSend', async (request, reply) => {
      if (!request.session || !isApiRequest(request)) return;
      if (!String(reply.getHeader('cache-control') ?? '').startsWith('public')) reply.header('cache-control', PRIVATE_NO_STORE);
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.session) throw new HttpError(401, 'You must log in to see this');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
