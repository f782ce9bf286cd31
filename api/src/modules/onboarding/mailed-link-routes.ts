import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/routes';
import { AttemptLimiter, countAttempt } from '../../infra/attempts/attempt-limiter';
import { tooManyAttempts } from '../../infra/attempts/too-many-attempts';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError } from '../../infra/http/http-errors';
import { localeOf } from '../../infra/http/request-locale';
import { FieldChecker } from '../../infra/validation/field-checker';
import { PasswordResetAnswerSchema as linkAnswer, type PasswordResetBodySchema } from '@shop/shared/contracts';

/**
 * Links one e-mail address may be sent in a window at the ask of one client. Counted per asking
 * client, never for the address alone: strangers asking for the owner's address from elsewhere
 * cannot make the owner's own ask refused.
 */
const LINKS_PER_EMAIL_AND_CLIENT = 3;

/** The 400 for a mailed link that no longer works, with the code its page translates. */
export function linkNoLongerWorks(code: string, message: string): HttpError {
  return new HttpError(400, message, [{ field: 'token', message, code }], code);
}

interface AskForLinkRoute {
  path: string;
  /** The route's own contract: an address, and the language of the mail. */
  body: typeof PasswordResetBodySchema;
  /** Names the route's own counts: `<name>-address` per client, `<name>-email-client` per address and client. */
  countsName: string;
  tooManyMessage: string;
  sentMessage: string;
  links: { requestLater(email: string, locale: Locale): void };
}

/**
 * The route that asks for a link by mail. Asking is counted per client, and per address asked for
 * from that client, in counts of the route's own: nothing here slows down a login, and nobody's
 * asks refuse another client's.
 */
export function askForLinkRoute(app: FastifyInstance, route: AskForLinkRoute): void {
  const { loginLimit } = app.authConfig;
  const windowMs = loginLimit.windowSeconds * 1000;
  const perClient = new AttemptLimiter(`${route.countsName}-address`, loginLimit.perAddress, windowMs);
  const perEmail = new AttemptLimiter(`${route.countsName}-email-client`, LINKS_PER_EMAIL_AND_CLIENT, windowMs);

  // Answered alike for every address, whether it has a login or not; the mail goes after the answer.
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    route.path,
    { schema: { body: route.body, response: { 202: linkAnswer } }, ...bodyLimit('small') },
    async (request, reply) => {
      const check = new FieldChecker();
      const email = check.email('email', request.body.email).toLowerCase();
      check.assertValid();
      const wait = await countAttempt(app.attemptCounts, [
        [perClient, request.clientKey],
        [perEmail, `${email}\n${request.clientKey}`],
      ]);
      if (wait > 0) throw tooManyAttempts(reply, wait * 1000, route.tooManyMessage);
      route.links.requestLater(email, localeOf(request, request.body.locale));
      return reply.code(202).send({ message: route.sentMessage });
    },
  );
}
