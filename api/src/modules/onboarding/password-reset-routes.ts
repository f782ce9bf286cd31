import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AttemptLimiter, countAttempt } from '../../infra/attempts/attempt-limiter';
import { tooManyAttempts } from '../../infra/attempts/too-many-attempts';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError } from '../../infra/http/http-errors';
import { localeOf } from '../../infra/http/request-locale';
import { FieldChecker } from '../../infra/validation/field-checker';
import {
  NewPasswordBodySchema as newPasswordBody,
  PasswordResetAnswerSchema as resetAnswer,
  PasswordResetBodySchema as resetBody,
} from '@shop/shared/contracts';
import { hashPassword, setDeviceCookie } from '../auth';

/**
 * Links one e-mail address may be sent in a window at the ask of one client. Counted per asking
 * client, never for the address alone: strangers asking for the owner's address from elsewhere
 * cannot make the owner's own ask refused.
 */
export const LINKS_PER_EMAIL_AND_CLIENT = 3;

/** The code the account page translates for a link that no longer works. */
const RESET_LINK_INVALID = 'ResetLinkInvalid';

function linkNoLongerWorks(): HttpError {
  const message = 'This link to set a new password has expired or has been used. Ask for a new one.';
  return new HttpError(400, message, [{ field: 'token', message, code: RESET_LINK_INVALID }], RESET_LINK_INVALID);
}

/**
 * A forgotten password (README, "Who gets prices"): a link by mail, and the new password set with
 * it. Asking is limited per client, and per address asked for from that client, in counts of
 * their own: nothing here slows down a login, and nobody's asks refuse another client's.
 */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { loginLimit } = app.authConfig;
  const windowMs = loginLimit.windowSeconds * 1000;
  const perClient = new AttemptLimiter('password-reset-address', loginLimit.perAddress, windowMs);
  const perEmail = new AttemptLimiter('password-reset-email-client', LINKS_PER_EMAIL_AND_CLIENT, windowMs);

  // Answered alike for every address, whether it has a login or not; the mail goes after the answer.
  typed.post(
    '/auth/password-reset',
    { schema: { body: resetBody, response: { 202: resetAnswer } }, ...bodyLimit('small') },
    async (request, reply) => {
      const check = new FieldChecker();
      const email = check.email('email', request.body.email).toLowerCase();
      check.assertValid();
      const wait = await countAttempt(app.attemptCounts, [
        [perClient, request.clientKey],
        [perEmail, `${email}\n${request.clientKey}`],
      ]);
      if (wait > 0) throw tooManyAttempts(reply, wait * 1000, 'Too many requests for a new password.');
      app.passwordResets.requestLater(email, localeOf(request, request.body.locale));
      return reply.code(202).send({ message: 'If this address has an account, a link to set a new password is on its way.' });
    },
  );

  typed.post(
    '/auth/password-reset/complete',
    { schema: { body: newPasswordBody }, ...bodyLimit('form') },
    async (request, reply) => {
      const { token } = request.body;
      const ownWords = await app.passwordResets.ownWordsOf(token);
      if (ownWords === null) throw linkNoLongerWorks();
      const check = new FieldChecker();
      const newPassword = check.password('newPassword', request.body.newPassword);
      await check.passwordHardToGuess('newPassword', newPassword, ownWords);
      check.assertValid();
      const reset = await app.passwordResets.complete(token, await hashPassword(newPassword));
      if (reset === null) throw linkNoLongerWorks();
      const { userId, email } = reset;
      // Whoever was logged in as this person, perhaps with the old password, is logged out
      // everywhere, and a change of the login e-mail they may have asked for does not happen.
      await app.onboarding.cancelEmailChange(userId);
      await app.sessions.endAll(userId);
      // The mailbox proved this browser the owner's: past the account's wait from now on, and
      // the only device of the account that is (README, "Login throttling").
      setDeviceCookie(reply, await app.loginThrottle.ownerProved(email.toLowerCase(), request.clientKey, true));
      return reply.code(204).send();
    },
  );
}
