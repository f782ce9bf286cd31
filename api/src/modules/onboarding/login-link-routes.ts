import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AttemptLimiter, countAttempt } from '../../infra/attempts/attempt-limiter';
import { tooManyAttempts } from '../../infra/attempts/too-many-attempts';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError } from '../../infra/http/http-errors';
import { localeOf } from '../../infra/http/request-locale';
import { FieldChecker } from '../../infra/validation/field-checker';
import {
  LoginAnswerSchema as loginAnswer,
  LoginLinkBodySchema as linkBody,
  LoginLinkCompleteBodySchema as completeBody,
  PasswordResetAnswerSchema as linkAnswer,
} from '@shop/shared/contracts';
import { setDeviceCookie, setSessionCookies } from '../auth';
import { LINKS_PER_EMAIL_AND_CLIENT } from './password-reset-routes';

/** The code the login page translates for a login link that no longer works. */
const LOGIN_LINK_INVALID = 'LoginLinkInvalid';

function linkNoLongerWorks(): HttpError {
  const message = 'This login link has expired or has been used. Ask for a new one.';
  return new HttpError(400, message, [{ field: 'token', message, code: LOGIN_LINK_INVALID }], LOGIN_LINK_INVALID);
}

/**
 * The owner's way in while others guess at the account (README, "Login throttling"): a one-time
 * login link by mail, asked for from the login form, and the login with it. Asking is counted per
 * client and per address asked for from that client, as for a new password: strangers' asks never
 * refuse the owner's.
 */
export async function loginLinkRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { loginLimit } = app.authConfig;
  const windowMs = loginLimit.windowSeconds * 1000;
  const perClient = new AttemptLimiter('login-link-address', loginLimit.perAddress, windowMs);
  const perEmail = new AttemptLimiter('login-link-email-client', LINKS_PER_EMAIL_AND_CLIENT, windowMs);

  // Answered alike for every address, whether it has a login or not; the mail goes after the answer.
  typed.post(
    '/auth/login-link',
    { schema: { body: linkBody, response: { 202: linkAnswer } }, ...bodyLimit('small') },
    async (request, reply) => {
      const check = new FieldChecker();
      const email = check.email('email', request.body.email).toLowerCase();
      check.assertValid();
      const wait = await countAttempt(app.attemptCounts, [
        [perClient, request.clientKey],
        [perEmail, `${email}\n${request.clientKey}`],
      ]);
      if (wait > 0) throw tooManyAttempts(reply, wait * 1000, 'Too many requests for a login link.');
      app.loginLinks.requestLater(email, localeOf(request, request.body.locale));
      return reply.code(202).send({ message: 'If this address has an account, a login link is on its way.' });
    },
  );

  // A POST from the page the link opens, never the link's GET: fetching the link logs nobody in.
  typed.post(
    '/auth/login-link/complete',
    { schema: { body: completeBody, response: { 200: loginAnswer } }, ...bodyLimit('small') },
    async (request, reply) => {
      const { token } = request.body;
      const login = await app.loginLinks.loginOf(token);
      if (login === null) throw linkNoLongerWorks();
      // A login waiting for its organisation's approval is told so, and its link still works later.
      await app.onboarding.refuseUntrusted(login.userId);
      if (!(await app.loginLinks.useUp(token))) throw linkNoLongerWorks();
      // The mailbox proved this browser the owner's: the account's wait is over, and the browser
      // gets past it from now on (README, "Login throttling").
      setDeviceCookie(reply, await app.loginThrottle.ownerProved(login.email.toLowerCase(), request.clientKey, false));
      const tokens = await app.sessions.create(login.userId);
      setSessionCookies(reply, tokens, login.userId);
      return { userId: login.userId };
    },
  );
}
