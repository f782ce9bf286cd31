import type { FastifyReply } from 'fastify';
import { type FrontEndName, notBuiltMessage } from './front-ends';

/** A file that is not there (or never served): a plain 404, not the shell page. */
export function sendPlainNotFound(reply: FastifyReply, pathname: string) {
  return reply.code(404).type('text/plain; charset=utf-8').send(`Not found: ${pathname}\n`);
}

/** A front-end whose build is not there: 503, saying how to build it. */
export function sendNotBuilt(reply: FastifyReply, webRoot: string, app: FrontEndName) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(notBuiltMessage(webRoot, app));
}
