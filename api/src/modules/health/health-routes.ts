import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops answering /api/ready with 200: a load balancer sends no new requests here. */
    stopBeingReady(): void;
  }
}

/** How long the database may take to answer `SELECT 1` before the process counts as not ready. */
const DATABASE_CHECK_MS = 2_000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * For load balancers and process managers. `/api/health`: the process is alive and answering.
 * `/api/ready`: it should get requests: its database answers, its migrations are done and its
 * catalogue is in memory (both happen before the server listens), and it is not stopping.
 * Answers are never cached and carry no customer data.
 */
export const healthRoutes = fp(
  async (app: FastifyInstance) => {
    let stopping = false;
    app.decorate('stopBeingReady', () => {
      stopping = true;
    });
    app.addHook('preClose', async () => {
      stopping = true;
    });

    app.get('/api/health', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });

    app.get('/api/ready', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (stopping) return reply.code(503).send({ message: 'This process is stopping.' });
      try {
        await withinTime(app.db.query('SELECT 1'), DATABASE_CHECK_MS);
      } catch {
        return reply.code(503).send({ message: 'The database does not answer.' });
      }
      return { status: 'ready', database: app.db.description, products: app.catalog.current.products.length };
    });
  },
  { name: 'health', dependencies: ['db', 'catalog'] },
);
