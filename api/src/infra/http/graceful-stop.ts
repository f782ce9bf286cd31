import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The process is about to stop (SIGTERM, server.ts): /api/ready answers 503 from now on, and
     * every answer says `Connection: close`, while requests are still served.
     */
    beginStop(): void;
    /** Whether the stop has begun (beginStop, or the app's close). */
    readonly stopping: boolean;
  }
}

/**
 * Once a stop has begun, every answer still going out says `Connection: close`.
 * - Fastify stops only once every connection has ended; a keep-alive client whose request was
 *   under way when the stop began kept its connection open afterwards, and the stop (with it the
 *   database's close, which PGlite needs to write its files) waited for the keep-alive timeout of
 *   72 s, longer than a container platform waits before it kills the process.
 * - A load balancer keeps idle connections to each process and sends the next request on one of
 *   them. Closing such a connection as the listener closes races with a request just sent on it,
 *   which the balancer cannot pass on to another process if it is a POST (a 502 for the
 *   customer). Answered with `Connection: close` during SHUTDOWN_DELAY_MS, the balancer's
 *   connections end cleanly after their last answer, before the listener closes.
 */
export const gracefulStopPlugin = fp(
  async (app: FastifyInstance) => {
    let stopping = false;
    app.decorate('beginStop', () => {
      stopping = true;
    });
    app.decorate('stopping', {
      getter: () => stopping,
    });
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
