import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bodyLimit } from '../../infra/http/body-limits';
import { statedLocaleOf } from '../../infra/http/request-locale';
import { LoginAnswerSchema as loginAnswer, LoginLinkBodySchema as loginLinkBody, LoginLinkCompleteBodySchema as completeBody } from '@shop/shared/contracts';
import { setDeviceCookie, setSessionCookies } from '../auth';
import { askForLinkRoute, linkNoLongerWorks } from './mailed-link-routes';

/** The code the login page translates for a login link that no longer works. */
const LOGIN_LINK_INVALID = 'LoginLinkInvalid';

const loginLinkNoLongerWorks = () =>
  linkNoLongerWorks(LOGIN_LINK_INVALID, 'This login link has expired or has been used. Ask for a new one.');

/**
 * The owner's way in while others guess at the account (README, "Login throttling"): a one-time
 * login link by mail, asked for from the login form, and the login with it. Asking is counted per
 * client and per address asked for from that client, as for a new password: strangers' asks never
 * refuse the owner's.
 */
export async function loginLinkRoutes(app: FastifyInstance): Promise<void> {
  askForLinkRoute(app, {
    body: loginLinkBody,
    path: '/auth/login-link',
    countsName: 'login-link',
    tooManyMessage: 'Too many requests for a login link.',
    sentMessage: 'If this address has an account, a login link is on its way.',
    links: app.loginLinks,
  });

  // A POST from the page the link opens, never the link's GET: fetching the link logs nobody in.
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/auth/login-link/complete',
    { schema: { body: completeBody, response: { 200: loginAnswer } }, ...bodyLimit('small') },
    async (request, reply) => {
      const { token } = request.body;
      const login = await app.loginLinks.loginOf(token);
      if (login === null) throw loginLinkNoLongerWorks();
      // A login waiting for its organisation's approval is told so, and its link still works later.
      await app.onboarding.refuseUntrusted(login.userId);
      if (!(await app.loginLinks.useUp(token))) throw loginLinkNoLongerWorks();
      // The mailbox proved this browser the owner's: the account's wait is over, and the browser
      // gets past it from now on (README, "Login throttling").
      setDeviceCookie(reply, await app.loginThrottle.ownerProved(login.email.toLowerCase(), request.clientKey, false));
      const tokens = await app.sessions.create(login.userId, { login: { locale: statedLocaleOf(request) } });
      setSessionCookies(reply, tokens, login.userId);
      return { userId: login.userId };
    },
  );
}
