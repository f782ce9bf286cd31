import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Transform, type TransformCallback } from 'node:stream';
import { clientKeyOf } from '../attempts/client-key';
import { HttpError } from './http-errors';

export interface SlowClientLimits {
  /** A request body must have arrived whole this many seconds after its headers (BODY_TIMEOUT_SECONDS). */
  bodySeconds: number;
  /** From BODY_GRACE_SECONDS on, a body must have come at least this fast on average (BODY_MIN_BYTES_PER_SECOND). */
  minBytesPerSecond: number;
  /** Open connections one client (an IPv6 client by its /64) may hold; 0: no limit (CONNECTIONS_PER_CLIENT). */
  connectionsPerClient: number;
}

/** A body's first seconds are not held to the minimum rate: a slow start (a lost packet) is no attack. */
const BODY_GRACE_SECONDS = 5;
/** Headers must have arrived whole within this (Node's default is a minute). */
const HEADERS_SECONDS = 15;
/** How often the bodies under way are looked at. */
const CHECK_EVERY_MS = 250;

/** Passes a body through, counting its bytes. */
class CountingStream extends Transform {
  received = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length;
    done(null, chunk);
  }
}

const TOO_SLOW = 'The request body arrived too slowly';

/**
 * Slow clients cannot hold the door (README, "Slow clients"): a request body that has not arrived
 * within `bodySeconds`, or comes slower than `minBytesPerSecond` once its first seconds are over,
 * is answered 408 and its connection closed; headers must arrive within 15 s; and one client holds
 * at most `connectionsPerClient` connections at once (further ones are closed as they open).
 * Node's own request timeout bounds whatever Fastify does not read (a body on a GET).
 */
export const slowClientsPlugin = fp(
  async (app: FastifyInstance, limits: SlowClientLimits) => {
    const server = app.server;
    server.headersTimeout = HEADERS_SECONDS * 1000;
    server.requestTimeout = (HEADERS_SECONDS + limits.bodySeconds) * 1000;
    // Node looks at its timeouts this often (30 s by default); read when the server starts listening.
    (server as { connectionsCheckingInterval?: number }).connectionsCheckingInterval = 1000;

    if (limits.connectionsPerClient > 0) {
      const open = new Map<string, number>();
      server.on('connection', (socket: import('node:net').Socket) => {
        const client = clientKeyOf(socket.remoteAddress ?? '');
        const count = (open.get(client) ?? 0) + 1;
        if (count > limits.connectionsPerClient) {
          socket.destroy();
          return;
        }
        open.set(client, count);
        socket.once('close', () => {
          const left = (open.get(client) ?? 1) - 1;
          if (left > 0) open.set(client, left);
          else open.delete(client);
        });
      });
    }

    app.addHook('preParsing', async (request, reply, payload) => {
      const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
      if (!hasBody) return payload;
      const counted = new CountingStream();
      const started = performance.now();
      const timer = setInterval(() => {
        const seconds = (performance.now() - started) / 1000;
        const late = seconds >= limits.bodySeconds;
        const slow = seconds >= BODY_GRACE_SECONDS && counted.received < limits.minBytesPerSecond * seconds;
        if (!late && !slow) return;
        clearInterval(timer);
        // The rest of the body is not waited for: the answer closes the connection.
        reply.header('connection', 'close');
        counted.destroy(new HttpError(408, TOO_SLOW));
      }, CHECK_EVERY_MS);
      const stop = () => clearInterval(timer);
      counted.once('end', stop);
      counted.once('close', stop);
      reply.raw.once('close', stop);
      payload.once('error', (error) => counted.destroy(error));
      return payload.pipe(counted);
    });
  },
  { name: 'slow-clients' },
);
