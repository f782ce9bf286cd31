import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bodyLimit } from '../../infra/http/body-limits';
import { FieldChecker } from '../../infra/validation/field-checker';
import { NewPasswordBodySchema as newPasswordBody, PasswordResetBodySchema as resetBody } from '@shop/shared/contracts';
import { hashPassword, setDeviceCookie } from '../auth';
import { askForLinkRoute, linkNoLongerWorks } from './mailed-link-routes';

/** The code the account page translates for a link that no longer works. */
const RESET_LINK_INVALID = 'ResetLinkInvalid';

const resetLinkNoLongerWorks = () =>
  linkNoLongerWorks(RESET_LINK_INVALID, 'This link to set a new password has expired or has been used. Ask for a new one.');

/**
 * A forgotten password (README, "Who gets prices"): a link by mail, and the new password set with
 * it. Asking is limited per client, and per address asked for from that client, in counts of
 * their own: nothing here slows down a login, and nobody's asks refuse another client's.
 */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  askForLinkRoute(app, {
    body: resetBody,
    path: '/auth/password-reset',
    countsName: 'password-reset',
    tooManyMessage: 'Too many requests for a new password.',
    sentMessage: 'If this address has an account, a link to set a new password is on its way.',
    links: app.passwordResets,
  });

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/auth/password-reset/complete',
    { schema: { body: newPasswordBody }, ...bodyLimit('form') },
    async (request, reply) => {
      const { token } = request.body;
      const ownWords = await app.passwordResets.ownWordsOf(token);
      if (ownWords === null) throw resetLinkNoLongerWorks();
      const check = new FieldChecker();
      const newPassword = check.password('newPassword', request.body.newPassword);
      await check.passwordHardToGuess('newPassword', newPassword, ownWords);
      check.assertValid();
      const reset = await app.passwordResets.complete(token, await hashPassword(newPassword));
      if (reset === null) throw resetLinkNoLongerWorks();
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
