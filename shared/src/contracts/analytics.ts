// POST /api/analytics/pageview: a page view, sent only with the visitor's consent.
import { type Static, Type } from '@sinclair/typebox';

export const PageViewBodySchema = Type.Object(
  // A page's path as the shell sends it (location.pathname): no query, fragment or spaces.
  { path: Type.String({ minLength: 1, maxLength: 200, pattern: '^/[^?#\\s]*$' }) },
  { additionalProperties: false },
);
export type PageViewBody = Static<typeof PageViewBodySchema>;
