import type { FastifyInstance } from 'fastify';

interface PageViewBody {
  path: string;
}

/** Counts only for visitors who accepted analytics (spec §9: optional cookies need consent). */
function hasAnalyticsConsent(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  const cookies = Object.fromEntries(
    cookieHeader.split(';').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name, value.join('=')];
    }),
  );
  let enabled = '';
  try {
    enabled = decodeURIComponent(cookies['enabled-cookies'] ?? '');
  } catch {
    return false;
  }
  return cookies.consent === 'true' && enabled.split(',').includes('analytics') && Boolean(cookies.analytics_id);
}

/**
 * First-party page-view counting: aggregated per day and path, no identifiers stored. A view from a
 * visitor without consent is answered the same way and not counted.
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: PageViewBody }>(
    '/analytics/pageview',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['path'],
          properties: { path: { type: 'string', minLength: 1, maxLength: 300, pattern: '^/' } },
        },
      },
    },
    async (request, reply) => {
      if (hasAnalyticsConsent(request.headers.cookie)) {
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
