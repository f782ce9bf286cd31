import type { FastifyRequest } from 'fastify';

/**
 * The path a request was routed by: the route's own pattern (`/api/auth/delete/cookies`), which
 * the router found after decoding the address, not the address as sent (`/%61pi/auth/…`). A check
 * on the raw address can be passed by writing a letter of it percent-encoded. Without a route
 * (a 404), the decoded path.
 */
function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether the request is for the API (`/api/…`), by its routed path. */
export const isApiRequest = (request: FastifyRequest): boolean => routedPath(request).startsWith('/api/');
