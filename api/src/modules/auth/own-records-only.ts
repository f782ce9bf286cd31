import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';

/**
 * Makes every route of `app` (an encapsulated plugin) about the caller's own records: a visitor
 * gets 401, and a path naming another person's or organisation's id gets the 404 `checkOwner`
 * throws, both before the body is validated, so a stranger's id is answered alike whatever the
 * body holds. No answer is kept by a browser or a proxy.
 */
export function ownRecordsOnly<Params>(app: FastifyInstance, checkOwner: (request: FastifyRequest<{ Params: Params }>) => unknown): void {
  app.addHook('preValidation', app.requireUser);
  app.addHook('preValidation', async (request: FastifyRequest<{ Params: Params }>) => {
    checkOwner(request);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
  });
}
