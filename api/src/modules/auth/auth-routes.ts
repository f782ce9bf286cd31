import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError } from '../../infra/http/http-errors';
import { statedLocaleOf } from '../../infra/http/request-locale';
import { DEVICE_COOKIE, clearDeviceCookie, clearSessionCookies, setDeviceCookie, setSessionCookies } from './auth-cookies';
import {
  AuthorizeQuerySchema as authorizeQuery,
  LoggedOutAnswerSchema as loggedOutAnswer,
  LoginAnswerSchema as loginAnswer,
  LoginBodySchema as loginBody,
  VerifyAnswerSchema as verifyAnswer,
  mailedPagePath,
} from '@shop/shared/contracts';
import { matchingLogin } from './passwords';
import { tooManyAttempts } from '../../infra/attempts/too-many-attempts';
import { safeReturnPath } from '@shop/shared/routes';
import { redirectWithin } from '../../infra/http/local-redirect';
import { loginPageFor } from './return-path';
import { UserRepository } from './user-repository';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';
import { looksLikeToken } from '../../infra/tokens';

const WRONG_LOGIN = 'The e-mail address or the password is wrong';

/** Logging in and out, and what the client asks about its session (spec §7, /api/auth/*). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const users = new UserRepository(app.db);
  const throttle = app.loginThrottle;

  // Answers about a person's session are never cached by the browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
  });

  typed.get(
    '/auth/authorize',
    { schema: { querystring: authorizeQuery } },
    async (request, reply) => {
      const returnPath = safeReturnPath(request.query.returnTo);
      // Without a page to go back to, the language the person chose before (the locale cookie, spec §9).
      const locale = request.cookies.locale === 'en' ? 'en' : 'nb';
      // Already logged in: straight back to the page.
      if (request.session) return redirectWithin(reply, returnPath ?? mailedPagePath('account', locale), 302);
      return redirectWithin(reply, loginPageFor(returnPath, locale), 302);
    },
  );

  typed.post(
    '/auth/login',
    { schema: { body: loginBody, response: { 200: loginAnswer } }, ...bodyLimit('small') },
    async (request, reply) => {
      const device = request.cookies[DEVICE_COOKIE.name];
      const attempt = {
        account: request.body.email.trim().toLowerCase(),
        address: request.clientKey,
        device: looksLikeToken(device) ? device : undefined,
      };
      // Counted as a failure from here until the password proves right (login-throttle.ts).
      const wait = await throttle.begin(attempt);
      // Mailed after the answer, to a confirmed login only: the answer is alike either way.
      if (wait.tellOwner) app.loginLinks.tellGuessedAtLater(attempt.account);
      if (wait.waitMs > 0) throw tooManyAttempts(reply, wait.waitMs, 'Too many failed logins.');
      // The password is checked (or the time spent) whether or not the e-mail is known.
      const login = await matchingLogin(await users.findLogins(attempt.account), request.body.password);
      if (!login) throw new HttpError(401, WRONG_LOGIN);
      // Prices only for a confirmed e-mail (and an approved organisation): 403 with a code otherwise.
      try {
        await app.onboarding.refuseUntrusted(login.id);
      } catch (refusal) {
        await throttle.succeeded(attempt, false);
        throw refusal;
      }
      // This browser is the account's own from now on (README, "Login throttling"): by a token
      // the shop made, never one the browser came with.
      const knownDevice = await throttle.succeeded(attempt, true);
      if (knownDevice !== null) setDeviceCookie(reply, knownDevice);
      const tokens = await app.sessions.create(login.id, { login: { locale: statedLocaleOf(request) } });
      setSessionCookies(reply, tokens, login.id);
      return { userId: login.id };
    },
  );

  app.get('/auth/verify', { schema: { response: { 200: verifyAnswer } } }, async (request) =>
    request.session ? { userId: { userId: request.session.userId } } : {},
  );

  const logOut = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.session) await app.sessions.end(request.session.sessionId);
    clearSessionCookies(reply);
    // Every computer may be a shared one: after a logout this browser is no longer known as the
    // owner's (README, "Login throttling"); the owner's way past the waits is a login link then.
    clearDeviceCookie(reply);
    return { loggedOut: true };
  };
  // Logging out changes state, so it is a POST (same-origin JSON, like every change). The GET of
  // spec §7 stays for a shop page still running older code, but a browser saying the request
  // comes from another site (a link or an image there) logs nobody out.
  app.post('/auth/delete/cookies', { schema: { response: { 200: loggedOutAnswer } }, ...bodyLimit('none') }, logOut);
  app.get('/auth/delete/cookies', { schema: { response: { 200: loggedOutAnswer } } }, async (request, reply) => {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new HttpError(403, 'Log out from the shop itself');
    }
    return logOut(request, reply);
  });
}
