import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { getHref } from '@shop/shared/routes';
import { bodyLimit } from '../../infra/http/body-limits';
import { AttemptLimiter, countAttempt } from '../../infra/attempts/attempt-limiter';
import { tooManyAttempts } from '../../infra/attempts/too-many-attempts';
import { FieldChecker } from '../../infra/validation/field-checker';
import type { ConfirmOutcome } from './confirmation-links';
import { ConfirmQuerySchema as confirmQuery, ResendAnswerSchema as resendAnswer, ResendBodySchema as resendBody } from '@shop/shared/contracts';
import { localeOf } from '../../infra/http/request-locale';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';
import { redirectWithin } from '../../infra/http/local-redirect';
import { setDeviceCookie } from '../auth';
import { loginLinkRoutes } from './login-link-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { invitationRoutes } from './invitation-routes';

/**
 * New links one e-mail address is sent in a window. Asking more often is answered alike and sends
 * nothing; only asks with the registration's password count, so nobody else can use the budget up.
 */
const RESENDS_PER_EMAIL = 3;

/** What the login page says after a link was opened (`?confirmed=`). */
const LOGIN_NOTICE: Record<ConfirmOutcome['kind'], string> = {
  confirmed: '1',
  'email-changed': 'email',
  'already-confirmed': 'already',
  invalid: 'expired',
};

/** The link mailed at registration, a new one on request, and a forgotten password (README, "Who gets prices"). */
export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { loginLimit } = app.authConfig;
  const windowMs = loginLimit.windowSeconds * 1000;
  const perAddress = new AttemptLimiter('new-link-address', loginLimit.perAddress, windowMs);
  const perEmail = new AttemptLimiter('new-link-email', RESENDS_PER_EMAIL, windowMs);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
  });
  await passwordResetRoutes(app);
  await loginLinkRoutes(app);
  await invitationRoutes(app);

  // Opened from the mail: confirms, then the login page in the mail's language says what happened.
  typed.get('/auth/confirm-email', { schema: { querystring: confirmQuery } }, async (request, reply) => {
    const outcome = await app.onboarding.confirm(request.query.token ?? '');
    if (outcome.kind === 'email-changed') {
      // The login moved: every other session of the person ends on every process (the one that
      // opened the link stays if it is theirs, else the one that asked for the move), the devices
      // known for the old address are forgotten, and this browser is the new address's own.
      const own = request.session?.userId === outcome.userId ? request.session.sessionId : outcome.askedInSession;
      if (own === null) await app.sessions.endAll(outcome.userId);
      else await app.sessions.endOthers(outcome.userId, own);
      await app.loginThrottle.forgetDevices(outcome.oldEmail.toLowerCase());
      setDeviceCookie(reply, await app.loginThrottle.ownerProved(outcome.newEmail.toLowerCase(), request.clientKey, true));
    }
    const locale = outcome.locale ?? localeOf(request);
    return redirectWithin(reply, `${getHref('account-login', locale)}?confirmed=${LOGIN_NOTICE[outcome.kind]}`, 302);
  });

  // Answered alike for every address, known or not, waiting or confirmed, and whatever the
  // password: it tells nobody who has an account. Only the registration whose password is given
  // is sent a link.
  typed.post(
    '/auth/confirm-email/resend',
    { schema: { body: resendBody, response: { 202: resendAnswer } }, ...bodyLimit('small') },
    async (request, reply) => {
      const check = new FieldChecker();
      const email = check.email('email', request.body.email).toLowerCase();
      check.assertValid();
      const wait = await countAttempt(app.attemptCounts, [[perAddress, request.clientKey]]);
      if (wait > 0) throw tooManyAttempts(reply, wait * 1000, 'Too many requests for a new link.');
      // The budget per address counts only asks that give the registration's password, and is spent
      // quietly (the same answer, no new mail): nobody without the password can use it up.
      const mailAllowed = async () => (await countAttempt(app.attemptCounts, [[perEmail, email]])) === 0;
      app.onboarding.resendLater(email, request.body.password, localeOf(request, request.body.locale), mailAllowed);
      return reply.code(202).send({ message: 'If this address has an account waiting for confirmation, a new link is on its way.' });
    },
  );
}
