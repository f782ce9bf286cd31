import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PageViewBodySchema } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { matchRoute } from '@shop/shared/routes';
import { bodyLimit } from '../../infra/http/body-limits';
import { AttemptLimiter, countAttempt } from '../../infra/attempts/attempt-limiter';
import { tooManyAttempts } from '../../infra/attempts/too-many-attempts';
import { hasAnalyticsConsent } from './analytics-consent';

/**
 * First-party page-view counting: aggregated per day and path, no identifiers stored. A view from a
 * visitor without consent is answered the same way and not counted; so is a path that is not a
 * page of the shop (a made-up path or a product that does not exist), so the table holds only the
 * shop's own pages. Each client address is counted at most `perMinute` times a minute.
 */
export async function analyticsRoutes(app: FastifyInstance, limits: { perMinute: number }): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const perAddress = new AttemptLimiter('page-view-address', limits.perMinute, 60_000);

  /** Whether the path is a page the shop has: a route of the route table, its product if it names one. */
  const isShopPage = (path: string): boolean => {
    const match = matchRoute(path);
    if (!match) return false;
    return match.params.id === undefined || app.catalog.current.product(match.params.id) !== undefined;
  };

  typed.post(
    '/analytics/pageview',
    { schema: { body: PageViewBodySchema }, ...bodyLimit('small') },
    async (request, reply) => {
      if (!hasAnalyticsConsent(request.headers.cookie)) return reply.code(204).send();
      const wait = await countAttempt(app.attemptCounts, [[perAddress, request.clientKey]]);
      if (wait > 0) throw tooManyAttempts(reply, wait * 1000, 'Too many page views from this address.');
      if (isShopPage(request.body.path)) {
        await app.db.query(
          `INSERT INTO page_views (day, path, views) VALUES (CURRENT_DATE, $1, 1)
           ON CONFLICT (day, path) DO UPDATE SET views = page_views.views + 1`,
          [request.body.path],
        );
      }
      return reply.code(204).send();
    },
  );
}
