import { createHash, timingSafeEqual } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ReleaseErrorBodySchema } from '@shop/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AttemptLimiter, countAttempt } from '../../infra/attempts/attempt-limiter';
import { tooManyAttempts } from '../../infra/attempts/too-many-attempts';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError, notFound } from '../../infra/http/http-errors';
import type { ReleaseRegistry } from './release-registry';

/** Reports one client address may send a minute; more are refused 429 (and not counted). */
const RELEASE_ERRORS_PER_MINUTE = 10;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function hasToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1] ?? ''), digest(token));
}

/**
 * The remotes' releases for operators and browsers, under /api. `GET /operator/releases` (behind
 * OPERATOR_TOKEN; without one the route answers 404 as if it were not there): the live, previous
 * good, candidate and refused releases with their reasons and times. `POST /releases/errors`: a
 * browser reports that a remote failed on its page (the shell's remote failure plugin); counted
 * per release and client, it may roll the live release back (ReleaseRegistry.browserError).
 */
export async function releaseRoutes(app: FastifyInstance, options: { releases: ReleaseRegistry; operatorToken: string | undefined }): Promise<void> {
  const { releases, operatorToken } = options;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const perAddress = new AttemptLimiter('release-error-address', RELEASE_ERRORS_PER_MINUTE, 60_000);

  app.get('/operator/releases', async (request, reply) => {
    if (!operatorToken) throw notFound(`There is no route GET /api/operator/releases`);
    if (!hasToken(request, operatorToken)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'The operator’s routes need the operator token (Authorization: Bearer …).');
    }
    reply.header('cache-control', 'no-store');
    return releases.status();
  });

  typed.post('/releases/errors', { schema: { body: ReleaseErrorBodySchema }, ...bodyLimit('small') }, async (request, reply) => {
    const wait = await countAttempt(app.attemptCounts, [[perAddress, request.clientKey]]);
    if (wait > 0) throw tooManyAttempts(reply, wait * 1000, 'Too many error reports from this address.');
    releases.browserError(request.body.remote, request.body.entry, request.clientKey);
    return reply.code(204).send();
  });
}
