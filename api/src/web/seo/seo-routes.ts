import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE } from '../../infra/http/cache-policy';
import { WORK_COSTS } from '../../infra/http/work-cost';
import { isFresh } from './revalidation';
import { SITEMAP_PATH, robotsTxt } from './robots-txt';
import { type SitemapFile, fileOf, partPath } from './sitemap-files';
import { sitemapFilesFor } from './sitemap-cache';
import { siteOrigin } from './site-origin';

export interface SeoRoutesOptions {
  /** PUBLIC_URL when it was set: the origin of every address; otherwise each request's own. */
  publicUrl: string | undefined;
}

const TEXT = 'text/plain; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
/** A part's number as the index writes it: 1, 2, … (no sign, no leading zero). */
const PART_NUMBER = /^[1-9]\d{0,5}$/;

/**
 * What crawlers read first: /robots.txt and the sitemap of every page worth indexing, from the
 * in-memory catalogue. Kept by caches but revalidated (ETag), so an import shows at once.
 */
export async function seoRoutes(app: FastifyInstance, options: SeoRoutesOptions) {
  const originOf = (request: FastifyRequest) => siteOrigin(options.publicUrl, request.protocol, request.host);
  // Building a large catalogue's sitemap is a second of work at 100,000 products: charged to the
  // client's work budget like the whole list it walks, only when it is built.
  const filesFor = (request: FastifyRequest, reply: FastifyReply, origin: string) =>
    sitemapFilesFor(app.catalog.current, origin, () => app.workBudget.charge(request, reply, app.catalog.current.products.length * WORK_COSTS.product));

  app.get('/robots.txt', async (request, reply) => {
    const origin = originOf(request);
    if (origin === null) return sendBadHost(reply);
    return sendFile(request, reply, fileOf(robotsTxt(origin)), TEXT);
  });

  app.get(SITEMAP_PATH, async (request, reply) => {
    const origin = originOf(request);
    if (origin === null) return sendBadHost(reply);
    return sendFile(request, reply, (await filesFor(request, reply, origin)).main, XML);
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    const origin = originOf(request);
    if (origin === null) return sendBadHost(reply);
    const { parts } = await filesFor(request, reply, origin);
    const { part } = request.params;
    const file = PART_NUMBER.test(part) ? parts[Number(part) - 1] : undefined;
    if (!file) return sendPlain(reply, 404, `No such sitemap file. ${partsNamed(parts.length)}\n`);
    return sendFile(request, reply, file, XML);
  });
}

function partsNamed(count: number): string {
  if (count === 0) return `The sitemap is one file: ${SITEMAP_PATH}.`;
  return `The sitemap has ${count} parts, ${partPath(1)} to ${partPath(count)}, listed in ${SITEMAP_PATH}.`;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: SitemapFile, type: string) {
  reply.header('cache-control', REVALIDATE).header('etag', file.etag);
  if (isFresh(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  return reply.type(type).send(file.body);
}

function sendBadHost(reply: FastifyReply) {
  return sendPlain(reply, 400, 'The request’s Host header is not a host name.\n');
}

function sendPlain(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('cache-control', 'no-store').type(TEXT).send(message);
}
