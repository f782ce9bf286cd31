import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bodyLimit } from '../../infra/http/body-limits';
import { AttemptLimiter, countAttempt } from '../../infra/attempts/attempt-limiter';
import { tooManyAttempts } from '../../infra/attempts/too-many-attempts';
import { FieldChecker } from '../../infra/validation/field-checker';
import type { ConfirmOutcome } from './confirmation-links';
import {
  ConfirmEmailAnswerSchema as confirmAnswer,
  ConfirmEmailBodySchema as confirmBody,
  ConfirmQuerySchema as confirmQuery,
  ResendAnswerSchema as resendAnswer,
  ResendBodySchema as resendBody,
  mailedPagePath,
} from '@shop/shared/contracts';
import { localeOf } from '../../infra/http/request-locale';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';
import { redirectWithin } from '../../infra/http/local-redirect';
import { looksLikeToken } from '../../infra/tokens';
import { setDeviceCookie } from '../auth';
import { loginLinkRoutes } from './login-link-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { invitationRoutes } from './invitation-routes';
import { linkNoLongerWorks } from './mailed-link-routes';

/**
 * New links one e-mail address is sent in a window. Asking more often is answered alike and sends
 * nothing; only asks with the registration's password count, so nobody else can use the budget up.
 */
const RESENDS_PER_EMAIL = 3;

/** What the login page says after a link was used (`?confirmed=`). */
const LOGIN_NOTICE = {
  confirmed: '1',
  'email-changed': 'email',
  'already-confirmed': 'already',
} as const satisfies Record<Exclude<ConfirmOutcome['kind'], 'invalid'>, string>;

/** The code the login page translates for a confirmation link that no longer works. */
const CONFIRMATION_LINK_INVALID = 'ConfirmationLinkInvalid';

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

  // The link as it was mailed before it led to the page: it leads there now, in the link's language,
  // and confirms nothing. Fetching a link (a mail program checking it) changes no row.
  typed.get('/auth/confirm-email', { schema: { querystring: confirmQuery } }, async (request, reply) => {
    const { token } = request.query;
    const locale = (await app.onboarding.linkLocale(token)) ?? localeOf(request);
    const next = looksLikeToken(token) ? `confirm=${token}` : 'confirmed=expired';
    return redirectWithin(reply, `${mailedPagePath('account-login', locale)}?${next}`, 302);
  });

  // A POST from the button of the page the link opens (the login page's `?confirm=`), never the
  // link's GET: fetching the link confirms nothing and moves no login.
  typed.post(
    '/auth/confirm-email',
    { schema: { body: confirmBody, response: { 200: confirmAnswer } }, ...bodyLimit('small') },
    async (request, reply) => {
      const outcome = await app.onboarding.confirm(request.body.token);
      if (outcome.kind === 'invalid') {
        throw linkNoLongerWorks(CONFIRMATION_LINK_INVALID, 'This confirmation link has expired, has been replaced or no longer works. Ask for a new one.');
      }
      if (outcome.kind === 'email-changed') {
        // The login moved: every other session of the person ends on every process (the one that
        // used the link stays if it is theirs, else the one that asked for the move), the devices
        // known for the old address are forgotten, and this browser is the new address's own.
        const own = request.session?.userId === outcome.userId ? request.session.sessionId : outcome.askedInSession;
        if (own === null) await app.sessions.endAll(outcome.userId);
        else await app.sessions.endOthers(outcome.userId, own);
        await app.loginThrottle.forgetDevices(outcome.oldEmail.toLowerCase());
        setDeviceCookie(reply, await app.loginThrottle.ownerProved(outcome.newEmail.toLowerCase(), request.clientKey, true));
      }
      return { confirmed: LOGIN_NOTICE[outcome.kind] };
    },
  );

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
