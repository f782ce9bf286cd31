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

/**
 * New links one e-mail address is sent in a window, whoever asks. Asking more often is answered
 * alike and sends nothing: the links already sent to that inbox still work (48 hours), so nobody
 * asking on the owner's behalf can keep the owner from confirming.
 */
const RESENDS_PER_EMAIL = 3;

/** What the login page says after a link was opened (`?confirmed=`). */
const LOGIN_NOTICE: Record<ConfirmOutcome['kind'], string> = {
  confirmed: '1',
  'already-confirmed': 'already',
  invalid: 'expired',
};

/** The link mailed at registration, and a new one on request (README, "Who gets prices"). */
export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const { loginLimit } = app.authConfig;
  const windowMs = loginLimit.windowSeconds * 1000;
  const perAddress = new AttemptLimiter('new-link-address', loginLimit.perAddress, windowMs);
  const perEmail = new AttemptLimiter('new-link-email', RESENDS_PER_EMAIL, windowMs);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
  });

  // Opened from the mail: confirms, then the login page in the mail's language says what happened.
  typed.get('/auth/confirm-email', { schema: { querystring: confirmQuery } }, async (request, reply) => {
    const outcome = await app.onboarding.confirm(request.query.token ?? '');
    const locale = outcome.locale ?? localeOf(request);
    return reply.redirect(`${getHref('account-login', locale)}?confirmed=${LOGIN_NOTICE[outcome.kind]}`, 302);
  });

  // Answered alike for every address, known or not, waiting or confirmed: it tells nobody who has an account.
  typed.post(
    '/auth/confirm-email/resend',
    { schema: { body: resendBody, response: { 202: resendAnswer } }, ...bodyLimit('small') },
    async (request, reply) => {
      const check = new FieldChecker();
      const email = check.email('email', request.body.email).toLowerCase();
      check.assertValid();
      const wait = await countAttempt(app.attemptCounts, [[perAddress, request.clientKey]]);
      if (wait > 0) throw tooManyAttempts(reply, wait * 1000, 'Too many requests for a new link.');
      // The budget per address is spent quietly: the answer is the same, only no new mail goes out.
      const mailAllowed = (await countAttempt(app.attemptCounts, [[perEmail, email]])) === 0;
      if (mailAllowed) app.onboarding.resendLater(email, localeOf(request, request.body.locale));
      return reply.code(202).send({ message: 'If this address has an account waiting for confirmation, a new link is on its way.' });
    },
  );
}
