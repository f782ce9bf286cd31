import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HealthAnswerSchema, NotReadyAnswerSchema, ReadyAnswerSchema } from '@shop/shared/contracts';

/** How long the database may take to answer `SELECT 1` before the process counts as not ready. */
const DATABASE_CHECK_MS = 2_000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const PROBES = ['/api/health', '/api/ready'];

/** Whether `url` is one of the probes, which answer before the database does. */
export function isProbe(url: string): boolean {
  const end = url.search(/[?#]/);
  return PROBES.includes(end === -1 ? url : url.slice(0, end));
}

/**
 * For load balancers and process managers. `/api/health`: the process is alive and answering.
 * `/api/ready`: it should get requests: its database answers, its migrations are done and its
 * catalogue is in memory (the database's start, which a process started while its database is down
 * waits for: infra/db/database-start.ts), and it is not stopping.
 * Answers are never cached and say nothing about the process (no folder, database or count).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Further conditions of readiness, added by the parts that start after the server listens (the
     * server render's first workers): each answers why the process is not ready yet, or null.
     */
    readinessChecks: Array<() => string | null>;
  }
}

export const healthRoutes = fp(
  async (app: FastifyInstance) => {
    app.decorate('readinessChecks', []);
    const typed = app.withTypeProvider<TypeBoxTypeProvider>();
    typed.get('/api/health', { schema: { response: { 200: HealthAnswerSchema } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    });

    const readyAnswers = { 200: ReadyAnswerSchema, 503: NotReadyAnswerSchema };
    typed.get('/api/ready', { schema: { response: readyAnswers } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      // A stop has begun (graceful-stop.ts): a load balancer that polls sends nothing new here.
      if (app.stopping) return reply.code(503).send({ message: 'This process is stopping.' });
      if (!app.databaseStart.ready) return reply.code(503).send({ message: 'The database has not answered yet since this process started.' });
      try {
        await withinTime(app.db.query('SELECT 1'), DATABASE_CHECK_MS);
      } catch {
        return reply.code(503).send({ message: 'The database does not answer.' });
      }
      const waitingFor = app.readinessChecks.map((check) => check()).find((message) => message !== null);
      if (waitingFor) return reply.code(503).send({ message: waitingFor });
      // Ready or not, nothing more: the probe is open to anyone (README, "Security").
      return { status: 'ready' as const };
    });
  },
  { name: 'health', dependencies: ['db', 'catalog', 'graceful-stop'] },
);
