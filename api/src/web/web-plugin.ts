import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchRoute } from '@shop/shared/routes';
import { RemoteLocationsSchema } from '@shop/shared/contracts';
import { bodyLimit } from '../infra/http/body-limits';
import { PRIVATE_NO_STORE, REVALIDATE, cacheControlFor } from '../infra/http/cache-policy';
import { redirectWithin } from '../infra/http/local-redirect';
import { WORK_COSTS } from '../infra/http/work-cost';
import { payerOf } from '../infra/http/work-budget';
import { ServerRender } from './server-render';
import { storeConsentAnswer } from './consent-answer';
import { pageSessionOf, withPageLanguage, withPageSession } from './page-session';
import { orderPageStatus } from './order-pages';
import { loggedInRedirect, pageAnswerFor } from './page-answer';
import { pageRequestOf } from './page-request';
import { EDGE_CONSENT_HEADER, askerHasIt, pageCaching } from './shared-cache';
import { pageOrOutage } from './outage-page';
import { seoRoutes } from './seo/seo-routes';
import type { ReleaseRegistry } from './releases/release-registry';
import { isSourceMapPath } from './source-maps';
import { type FrontEndName, distDir, isBuilt, notBuiltMessage, servesRemote, shellPageFile } from './front-ends';
import { type ShellPage, shellPageReader } from './page-scripts';

export interface WebPluginOptions {
  /** Folder holding shell/dist, catalog/dist, cart/dist and account/dist. */
  webRoot: string;
  /** The remotes' live release: /remotes.json names it, pages are rendered with it. */
  releases: ReleaseRegistry;
  /** PUBLIC_URL when it was set: robots.txt and the sitemap name their addresses on it. */
  publicUrl?: string | undefined;
  /** The shop's configured address (PUBLIC_URL, or http://localhost:PORT without it): a page's absolute links. */
  origin: string;
  /** Pages rendered on the server (SERVER_RENDER); off, every page is the shell's page for the browser to render. */
  serverRender?: boolean;
  /** TRUSTED_ORIGINS: origins besides the shop's own whose pages may post to it (the consent bar's answer). */
  trustedOrigins?: readonly string[];
}

const SEND_OPTIONS = { index: false, dotfiles: 'ignore' } as const;
/** `server` (rendered now), `cache` (a visitor's page rendered before) or `browser` (the shell page to render). */
const PAGE_RENDER_HEADER = 'x-page-render';

function pathnameOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A page's address names no file: the shell's files (and the remotes') all have an extension. */
function isPagePath(pathname: string): boolean {
  return pathname.endsWith('/') || !path.extname(pathname);
}

/**
 * Single-process mode: the shell at /, each remote at /remotes/<name>/, /remotes.json telling the
 * shell where the remotes are, and the shell's index.html for every page route (404 for unknown
 * ones, so crawlers and tests see the status the shell's error page shows).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: WebPluginOptions) => {
    const { webRoot, releases } = options;
    const shellPage = shellPageReader(shellPageFile(webRoot));
    const serverRender = options.serverRender ? new ServerRender(app, { webRoot, releases }) : undefined;
    // The workers start once the server listens (they load the remotes from it), not on the first page.
    if (serverRender) {
      let warming = false;
      app.addHook('onListen', async () => {
        warming = true;
        void serverRender.warmUp().finally(() => (warming = false));
      });
      // Not ready until the first workers have loaded (or failed to): the first pages are rendered.
      app.readinessChecks.push(() => (warming ? 'The pages are not rendered yet.' : null));
    }

    await app.register(fastifyStatic, {
      serve: false,
      // The build writes .br and .gz copies of its text files (tooling's precompress plugin): sent
      // as they are, without compressing per request. Files without a copy are compressed on the fly.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });

    app.get(
      '/remotes.json',
      {
        schema: {
          response: { 200: RemoteLocationsSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', REVALIDATE);
        // The release live when the request came in (the same its answer's policy allows).
        return (request.remoteRelease ?? releases.live()).locations;
      },
    );

    await app.register(seoRoutes, { publicUrl: options.publicUrl });

    app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
      const { name } = request.params;
      if (!servesRemote(webRoot, name)) return reply.callNotFound();
      if (!isBuilt(webRoot, name)) return sendNotBuilt(reply, webRoot, name);
      // Manifests are fetched cross-origin when a remote is deployed elsewhere (ARCHITECTURE.md).
      reply.header('access-control-allow-origin', '*');
      // The raw path, not the decoded parameter: send decodes it itself (no double decoding).
      const file = pathnameOf(request.url).split('/').slice(3).join('/');
      if (isSourceMapPath(file)) return sendPlainNotFound(reply, pathnameOf(request.url));
      return reply.sendFile(file, distDir(webRoot, name), SEND_OPTIONS);
    });

    app.get('/*', async (request, reply) => {
      const pathname = pathnameOf(request.url);
      if (isApiPath(pathname)) return reply.callNotFound();
      if (!isBuilt(webRoot, 'shell')) return sendNotBuilt(reply, webRoot, 'shell');
      const file = pathname.slice(1);
      if (isSourceMapPath(file)) return sendPlainNotFound(reply, pathname);
      // A page's address: no look on disk first.
      if (isPagePath(pathname)) return pageOrOutage(app, request, reply, () => sendShellPage(app, request, reply, { webRoot, serverRender, shellPage, origin: options.origin }));
      // A missing file ends in the not-found handler below, which answers with the shell page.
      return reply.sendFile(file, distDir(webRoot, 'shell'), SEND_OPTIONS);
    });

    await app.register(formPostsToPages, { trustedOrigins: options.trustedOrigins ?? [] });

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = pathnameOf(request.url);
      if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ error: 'Not Found', message: `There is no route ${request.method} ${pathname}` });
      }
      if (pathname.startsWith('/remotes/')) return sendPlainNotFound(reply, pathname);
      if (!isBuilt(webRoot, 'shell')) return sendNotBuilt(reply, webRoot, 'shell');
      return pageOrOutage(app, request, reply, () => sendShellPage(app, request, reply, { webRoot, serverRender, shellPage, origin: options.origin }));
    });
  },
  { name: 'web', dependencies: ['auth', 'catalog', 'health'] },
);

/**
 * A form of the shop submitted by the browser itself, to its page's address: scripts are off, so
 * the form's code (which sends it through the API) never ran (shared/src/ui/post-form.tsx). The
 * fields are dropped unread, nothing logs them, and the answer is the page again (303, a GET), where
 * the form's note says it needs JavaScript; reloading that page submits nothing again. A form
 * larger than the shop's largest is refused 413. Its own context: a form body is read nowhere else
 * (the API answers it 415), and a page reads nothing but a form. The consent bar's buttons post
 * this way too, their answer in the address (consent-answer.ts): that answer is stored.
 */
async function formPostsToPages(app: FastifyInstance, { trustedOrigins }: { trustedOrigins: readonly string[] }) {
  // Only a browser's form: anything else sent to a page (JSON, text) is refused 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
  // The largest of the shop's forms, the organisation's registration, and no more.
  app.post('/*', bodyLimit('organization'), async (request, reply) => {
    const pathname = pathnameOf(request.url);
    if (isApiPath(pathname) || pathname.startsWith('/remotes/') || !isPagePath(pathname)) return reply.callNotFound();
    const next = storeConsentAnswer(request, reply, trustedOrigins) ?? request.url;
    // The page's own address, as a path on the shop: a form posted to `//evil.example/x` goes to /evil.example/x.
    return redirectWithin(reply.header('cache-control', PRIVATE_NO_STORE), next, 303);
  });
}

interface ShellPageSources {
  webRoot: string;
  serverRender: ServerRender | undefined;
  /** The shell's built page: every page runs its inline scripts (its starter); a fallback is the page. */
  shellPage: () => ShellPage;
  /** The shop's configured address. */
  origin: string;
}

async function sendShellPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, { webRoot, serverRender, shellPage, origin }: ShellPageSources) {
  // Read once: the render and the visitor page cache's key both come from it (page-request.ts).
  const pageRequest = pageRequestOf(request.url, request.headers.cookie, origin);
  const { pathname, search: query } = pageRequest;
  const page = shellPage();
  reply.scriptHashes = page.scriptHashes;
  const match = matchRoute(pathname);
  const answer = pageAnswerFor(match, query, app.catalog.current);
  if ('redirectTo' in answer) return redirectWithin(reply.header('cache-control', REVALIDATE), answer.redirectTo, answer.permanent ? 301 : 302);
  // A visitor who chose English before lands on the English front page (the `locale` cookie).
  if (pathname === '/' && request.cookies.locale === 'en') {
    return redirectWithin(reply.header('cache-control', REVALIDATE).header('vary', 'cookie'), `/en${query}`, 302);
  }
  const session = await pageSessionOf(app, request, reply);
  const landing = session.user ? loggedInRedirect(match, query) : null;
  if (landing) return redirectWithin(reply.header('cache-control', PRIVATE_NO_STORE).header('vary', 'cookie'), landing, 302);
  // An order's page that finds no order is the account team's own "not found" page (rendered as the
  // route, with its texts and a way back to the list), answered 404 like an unknown address.
  const status = answer.status === 200 ? await orderPageStatus(app.db, match, session) : answer.status;
  // A page naming its logged-in person, or a staff page (whoever asks), is kept by no cache.
  const privatePage = Boolean(session.user) || match?.route.access === 'staff';
  if (serverRender) {
    // 122 random bits from a pool drawn ahead (randomBytes per page was 5 % of serving a cached one).
    const nonce = randomUUID();
    // A page rendered (a visitor's missing from the cache, or a logged-in person's) costs a render
    // of the visitor's address and organisation: a 429 kept by no cache once that budget is spent.
    const chargeRender = () => {
      reply.header('cache-control', 'no-store');
      app.workBudget.charge(request, reply, WORK_COSTS.render, payerOf(request, session.user?.organization.id));
    };
    const outcome = await serverRender.render(request, pageRequest, session, nonce, answer.status, chargeRender);
    if (outcome.kind !== 'fallback') {
      if (outcome.kind === 'rendered' || outcome.nonce) reply.scriptNonce = nonce;
      // Compressed once for everyone: sent as it is (the compression plugin leaves it alone).
      const encoded = outcome.kind === 'cached' ? outcome.encoding : undefined;
      // What a shared cache in front (nginx, a CDN) may keep: shared-cache.ts. Only a 200 page.
      const sentAgain = outcome.kind === 'cached' && status === 200 ? outcome : undefined;
      const caching = pageCaching(privatePage, pageRequest.consent, request.headers[EDGE_CONSENT_HEADER], sentAgain);
      if (caching.etag) reply.header('etag', caching.etag);
      reply
        .header('cache-control', caching.cacheControl)
        .header('vary', encoded ? 'cookie, accept-encoding' : 'cookie')
        // Which way the page came: operators and the benchmarks read it (README, "Rendering on the server").
        .header(PAGE_RENDER_HEADER, outcome.kind === 'rendered' ? 'server' : 'cache');
      if (askerHasIt(request.headers['if-none-match'], caching)) return reply.code(304).send();
      if (encoded) reply.header('content-encoding', encoded);
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(outcome.kind === 'rendered' ? outcome.body : outcome.html);
    }
    fallbackLog.note(request, outcome.reason, outcome.detail);
  }
  reply.header(PAGE_RENDER_HEADER, 'browser');
  const { html } = page;
  if (html === undefined) return sendNotBuilt(reply, webRoot, 'shell');
  return (
    reply
      .code(status)
      // A page naming its logged-in person is kept by no cache (not after logout, not by a proxy).
      .header('cache-control', privatePage ? PRIVATE_NO_STORE : REVALIDATE)
      // The session cookies name the user.
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(withPageLanguage(withPageSession(html, session), pageRequest.locale))
  );
}

/**
 * Pages that fell back to the browser's render, said in the log at most once per reason every ten
 * seconds with how many there were: an overloaded server falls back on many pages at once, and a
 * line for each would add to the load.
 */
const fallbackLog = (() => {
  const last = new Map<string, { at: number; unsaid: number }>();
  return {
    note(request: FastifyRequest, reason: string, detail: string): void {
      const seen = last.get(reason) ?? { at: 0, unsaid: 0 };
      last.set(reason, seen);
      if (Date.now() - seen.at < 10_000) {
        seen.unsaid += 1;
        return;
      }
      request.log.warn({ reason, since: seen.unsaid }, `server render fell back: ${detail}`);
      seen.at = Date.now();
      seen.unsaid = 0;
    },
  };
})();

/** A file that is not there (or never served): a plain 404, not the shell page. */
function sendPlainNotFound(reply: FastifyReply, pathname: string) {
  return reply.code(404).type('text/plain; charset=utf-8').send(`Not found: ${pathname}\n`);
}

function sendNotBuilt(reply: FastifyReply, webRoot: string, app: FrontEndName) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(notBuiltMessage(webRoot, app));
}
