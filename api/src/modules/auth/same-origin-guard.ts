import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../infra/http/http-errors';
import { isApiRequest } from './routed-path';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(request: FastifyRequest): boolean {
  return Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
}

function isOwnOrigin(origin: string, host: string, trustedOrigins: readonly string[]): boolean {
  if (trustedOrigins.includes(origin)) return true;
  try {
    return host !== '' && new URL(origin).host === host;
  } catch {
    return false; // "null" (a sandboxed frame or a file) and anything unparsable
  }
}

/**
 * Whether a browser sent the request from another site: it names another origin, or names none and
 * says so in Fetch Metadata. request.host: the Host header, or X-Forwarded-Host from a proxy
 * trusted with TRUST_PROXY (a proxy that rewrites Host to the API's internal name passes the
 * customer's there).
 */
export function comesFromAnotherSite(request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'cross-site';
  return !isOwnOrigin(origin, request.host, trustedOrigins);
}

const takesCsv = (request: FastifyRequest) => (request.routeOptions.config as { takesCsv?: boolean } | undefined)?.takesCsv === true;

/**
 * State-changing API requests must be same-origin JSON. A cross-site HTML form can only send
 * form or text bodies and a browser always names its origin, so together with SameSite=Lax
 * cookies no other site can make a logged-in person's browser change anything here.
 */
export function sameOriginJsonGuard(trustedOrigins: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!STATE_CHANGING.has(request.method) || !isApiRequest(request)) return;
    if (comesFromAnotherSite(request, trustedOrigins)) {
      throw new HttpError(403, 'This request must come from the shop itself');
    }
    const contentType = request.headers['content-type'];
    const isJson = contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);
    // A route taking a file (config.takesCsv: the staff's imports) takes text/csv too, which no
    // HTML form can send either (only urlencoded, multipart and text/plain), nor a script of
    // another site without a preflight this API never grants.
    const isCsv = contentType !== undefined && takesCsv(request) && /^text\/csv\s*(;|$)/i.test(contentType);
    // A body-less request (DELETE, a PUT without payload) carries no content type at all.
    if (contentType === undefined ? hasBody(request) : !isJson && !isCsv) {
      throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json)');
    }
  };
}
