import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVICE_WORKER_POLICY, contentSecurityPolicy, originOf } from './content-security-policy';

export interface SecurityHeadersOptions {
  /** Where the remotes are now (their manifests' addresses, asked again at most once a second): their origins may serve code. */
  remoteAddresses: () => Promise<readonly string[]>;
  development: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the headers below; the onSend hook does it for every answer Fastify routes. */
    applySecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The remotes file is re-read at most this often for the policy (/remotes.json reads it every time). */
const REMOTES_REFRESH_MS = 1000;
const NO_ORIGINS: string[] = [];

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

/**
 * Security headers on every answer (API, pages, files, errors): the Content-Security-Policy of
 * the shop and its remotes, no MIME sniffing, no framing, a cautious referrer, and on an answer
 * over HTTPS, HTTPS only from then on (HSTS).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    let remoteOrigins: string[] = [];
    let readAt = Number.NEGATIVE_INFINITY;
    let reading: Promise<void> | null = null;
    let policyFor: { remotes: string[] | null; images: string[] | null } = { remotes: null, images: null };
    let policy = '';

    const refreshRemotes = async () => {
      remoteOrigins = (await options.remoteAddresses())
        .map(originOf)
        .filter((origin): origin is string => origin !== null);
      readAt = Date.now();
    };

    const apply = async (request: FastifyRequest, reply: FastifyReply) => {
      if (Date.now() - readAt > REMOTES_REFRESH_MS) {
        reading ??= refreshRemotes().finally(() => (reading = null));
        await reading;
      }
      const catalog = (app as { catalog?: { current: CatalogImages } }).catalog?.current;
      const imageOrigins = catalog ? imageOriginsOf(catalog) : NO_ORIGINS;
      // Built again only when the remotes file was re-read or the catalogue changed.
      if (remoteOrigins !== policyFor.remotes || imageOrigins !== policyFor.images) {
        policyFor = { remotes: remoteOrigins, images: imageOrigins };
        policy = contentSecurityPolicy({ remoteOrigins, imageOrigins, development: options.development });
      }
      const isWorker = request.url === '/sw.js' || request.url.startsWith('/sw.js?');
      reply.header('content-security-policy', isWorker ? SERVICE_WORKER_POLICY : policy);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      // Only an answer over HTTPS (directly or from a proxy trusted to say so) can ask for HTTPS.
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    };
    app.decorate('applySecurityHeaders', apply);
    app.addHook('onSend', async (request, reply) => apply(request, reply));
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
