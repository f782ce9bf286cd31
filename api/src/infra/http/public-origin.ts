import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL is https: cookies are Secure and HSTS is sent whatever a proxy in front says. */
    httpsOnly: boolean;
  }
}

export interface PublicOriginOptions {
  /** PUBLIC_URL (an origin). */
  publicUrl: string;
  /** Whether PUBLIC_URL was set: only then is a request's Host checked against it. */
  publicUrlSet: boolean;
  /** ALLOWED_HOSTS: further Host names a request may name. */
  allowedHosts: readonly string[];
}

/** Probes of load balancers, which name the process by its address: they tell nothing. */
const ANY_HOST_PATHS = new Set(['/api/health', '/api/ready']);

/**
 * The server render's workers fetch the remotes' builds from their own process by its loopback
 * address (web/pages/server-render.ts). A page elsewhere cannot make a browser send such a Host (DNS
 * rebinding sends the attacker's name), and only the remotes' static files are served under it.
 */
const LOOPBACK_HOST = /^(127\.0\.0\.1|\[::1\]|localhost)(:\d+)?$/;
const isLoopbackFileRequest = (request: FastifyRequest) => LOOPBACK_HOST.test(request.host) && pathOf(request).startsWith('/remotes/');

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** A Host header in lower case without the default port of the shop's scheme. */
function normalHost(host: string, protocol: string): string {
  const lower = host.toLowerCase();
  const port = DEFAULT_PORTS[protocol];
  return port !== undefined && lower.endsWith(`:${port}`) ? lower.slice(0, -port.length - 1) : lower;
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

/**
 * The shop's own origin, PUBLIC_URL, decides two things whatever a proxy in front of it says:
 * - https: every cookie is Secure and every answer carries HSTS (auth-cookies.ts, security-headers.ts);
 * - set explicitly: a request naming another Host is refused (421), so a page on another site
 *   whose name was pointed at the shop's address (DNS rebinding) cannot drive it. Unset (npm start
 *   on http://localhost), any Host is served. The health probes are served under any Host.
 */
export const publicOriginPlugin = fp(
  async (app: FastifyInstance, options: PublicOriginOptions) => {
    const origin = new URL(options.publicUrl);
    app.decorate('httpsOnly', origin.protocol === 'https:');
    if (!options.publicUrlSet) return;
    const allowed = new Set([origin.host, ...options.allowedHosts].map((host) => normalHost(host, origin.protocol)));
    app.addHook('onRequest', async (request) => {
      if (ANY_HOST_PATHS.has(pathOf(request)) || isLoopbackFileRequest(request)) return;
      // request.host: a trusted proxy's X-Forwarded-Host, or the Host header.
      if (allowed.has(normalHost(request.host, origin.protocol))) return;
      throw new HttpError(421, `This shop answers only at ${origin.origin}`);
    });
  },
  { name: 'public-origin' },
);
