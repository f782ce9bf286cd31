import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the app stops, every answer still going out says `Connection: close`. Fastify stops the
 * server only once every connection has ended; a keep-alive client whose request was under way
 * when the stop began kept its connection open afterwards, and the stop (with it the database's
 * close, which PGlite needs to write its files) waited for the keep-alive timeout of 72 s, longer
 * than a container platform waits before it kills the process.
 */
export const gracefulStopPlugin = fp(
  async (app: FastifyInstance) => {
    let stopping = false;
    app.addHook('preClose', async () => {
      stopping = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (stopping) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'graceful-stop' },
);
