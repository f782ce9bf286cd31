import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { SERVICE_WORKER_POLICY, contentSecurityPolicyDirectives, originOf } from './content-security-policy';

export interface SecurityHeadersOptions {
  /**
   * The origins the remotes of this request's release are served from: they may serve code. The
   * same array for the same release (the policy is worked out again only when it changes).
   */
  remoteOrigins: (request: FastifyRequest) => readonly string[];
  development: boolean;
  /** PUBLIC_URL is https: HSTS on every answer, whatever a proxy in front says about the request. */
  httpsOnly: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the headers on an answer Fastify could not route, where no hook runs (frameworkErrorAnswer). */
    applySecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyReply {
    /**
     * A page rendered on the server streams its late parts with inline scripts (React's Suspense
     * boundaries): this answer's policy allows the scripts carrying this nonce, and no other.
     */
    scriptNonce: string | null;
    /** The page's own inline scripts (the shell page's starter), allowed by their hashes ('sha256-…'). */
    scriptHashes: readonly string[] | null;
  }
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

interface CatalogImages {
  products: ReadonlyArray<{ images: readonly string[] }>;
  suppliers: ReadonlyArray<{ logo: string }>;
  banners: ReadonlyArray<{ image: string }>;
}

/** Image hosts of one catalogue snapshot, computed once per snapshot. */
const imageOriginsOf = (() => {
  const known = new WeakMap<object, string[]>();
  return (catalog: CatalogImages): string[] => {
    let origins = known.get(catalog);
    if (!origins) {
      const addresses = [
        ...catalog.products.flatMap((product) => product.images),
        ...catalog.suppliers.map((supplier) => supplier.logo),
        ...catalog.banners.map((banner) => banner.image),
      ];
      origins = [...new Set(addresses.map(originOf).filter((origin): origin is string => origin !== null))];
      known.set(catalog, origins);
    }
    return origins;
  };
})();

const isServiceWorker = (url: string) => url === '/sw.js' || url.startsWith('/sw.js?');

/**
 * The headers helmet sets with the shop's settings and this Content-Security-Policy, read once from
 * its middleware: no MIME sniffing, no framing, a cautious referrer, no cross-origin opener or
 * embedding, no DNS prefetch. HSTS is left to each answer (only over HTTPS).
 */
function helmetHeaders(policy: Record<string, string[]>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: policy },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // helmet only sets and removes headers: a response that records them is all it needs.
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The policy with the scripts of `nonce` and of `hashes` allowed in script-src. */
function withPageScripts(policy: string, nonce: string | null, hashes: readonly string[]): string {
  const sources = [...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes].join(' ');
  return policy.replace(/(^|;)\s*script-src\b/, `$1script-src ${sources}`);
}

/**
 * Security headers on every answer (API, pages, files, errors), as helmet sets them: the
 * Content-Security-Policy of the shop and its remotes (their origins and the catalogue's picture
 * hosts passed in), no MIME sniffing, no framing, a cautious referrer, no cross-origin opener;
 * beside helmet, the Permissions-Policy, the service worker's own policy and, on an answer over
 * HTTPS only, HSTS.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const imageOrigins = () => {
      const catalog = (app as { catalog?: { current: CatalogImages } }).catalog?.current;
      return catalog ? imageOriginsOf(catalog) : [];
    };

    // helmet's headers for the policy of the moment, worked out again only when the remotes or the
    // catalogue's picture hosts change: helmet's middleware run per request (as @fastify/helmet
    // does, building it anew each time) measured 0.58× the menu's requests a second.
    let headersFor: { remotes: readonly string[]; images: readonly string[]; headers: Record<string, string> } | null = null;
    const currentHeaders = (remoteOrigins: readonly string[]) => {
      const images = imageOrigins();
      if (headersFor?.remotes !== remoteOrigins || headersFor.images !== images) {
        const policy = contentSecurityPolicyDirectives({ remoteOrigins, imageOrigins: images, development: options.development });
        headersFor = { remotes: remoteOrigins, images, headers: helmetHeaders(policy) };
      }
      return headersFor.headers;
    };

    // A page without a nonce (one sent again from the cache) has the same policy as the one before:
    // worked out again only when the policy or the page's script hashes change.
    let lastPagePolicy: { policy: string; hashes: readonly string[]; value: string } | undefined;
    const pagePolicy = (policy: string, hashes: readonly string[]) => {
      if (lastPagePolicy?.policy !== policy || lastPagePolicy.hashes !== hashes) lastPagePolicy = { policy, hashes, value: withPageScripts(policy, null, hashes) };
      return lastPagePolicy.value;
    };

    const apply = async (request: FastifyRequest, reply: FastifyReply) => {
      const headers = currentHeaders(options.remoteOrigins(request));
      reply.headers(headers);
      if (reply.scriptNonce) {
        reply.header('content-security-policy', withPageScripts(headers['content-security-policy'] ?? '', reply.scriptNonce, reply.scriptHashes ?? []));
      } else if (reply.scriptHashes?.length) {
        reply.header('content-security-policy', pagePolicy(headers['content-security-policy'] ?? '', reply.scriptHashes));
      }
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (isServiceWorker(request.url)) reply.header('content-security-policy', SERVICE_WORKER_POLICY);
      // A shop whose address is https always asks for HTTPS (a proxy in front that was not named in
      // TRUST_PROXY cannot say the request came over TLS); otherwise only an answer over HTTPS can.
      if (options.httpsOnly || request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    };
    app.decorateReply('scriptNonce', null);
    app.decorateReply('scriptHashes', null);
    app.addHook('onSend', apply);
    // An answer Fastify could not route runs no hook: frameworkErrorAnswer applies them by hand.
    app.decorate('applySecurityHeaders', apply);
  },
  { name: 'security-headers' },
);

/**
 * Fastify's answer to a request it cannot even route (a path like "/api/%zz" that does not
 * decode): the same plain 4xx and headers as any other bad input. Passed as `frameworkErrors`.
 */
export function frameworkErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const send = () => reply.code(400).send({ error: 'Bad Request', message: `The address of the request is not valid (${error.code})` });
  const apply = (reply.server as Partial<FastifyInstance>).applySecurityHeaders;
  if (!apply) return void send();
  apply(request, reply).then(send, send);
}
