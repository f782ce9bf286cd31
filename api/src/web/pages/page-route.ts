import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute } from '@shop/shared/routes';
import { PRIVATE_NO_STORE, REVALIDATE } from '../../infra/http/cache-policy';
import { redirectWithin } from '../../infra/http/local-redirect';
import { WORK_COSTS } from '../../infra/http/work-cost';
import { payerOf } from '../../infra/http/work-budget';
import { sendNotBuilt } from '../static-files/file-answers';
import type { ServerRender } from './server-render';
import type { ReleaseRegistry } from '../releases/release-registry';
import { pageSessionOf, withPageLanguage, withPageRoutes, withPageSession } from './page-session';
import { orderPageStatus } from './order-pages';
import { guardRedirect, pageAnswerFor } from './page-answer';
import { pageRequestOf } from './page-request';
import { EDGE_CONSENT_HEADER, askerHasIt, pageCaching } from './shared-cache';
import type { ShellPage } from './page-scripts';

/** `server` (rendered now), `cache` (a visitor's page rendered before) or `browser` (the shell page to render). */
const PAGE_RENDER_HEADER = 'x-page-render';

export interface ShellPageSources {
  webRoot: string;
  serverRender: ServerRender | undefined;
  /** The shell's built page: every page runs its inline scripts (its starter); a fallback is the page. */
  shellPage: () => ShellPage;
  /** The shop's configured address. */
  origin: string;
  /** The remotes' releases: a page left to the browser carries the routes of the one it is served with. */
  releases: ReleaseRegistry;
}

/**
 * The page route: a shop page's answer (a redirect, or the page rendered on the server, sent from
 * the visitor page cache, or left to the browser), with its status, caching and script policy.
 */
export async function sendShellPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, { webRoot, serverRender, shellPage, origin, releases }: ShellPageSources) {
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
  const landing = guardRedirect(match, pathname, query, Boolean(session.user));
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
      .send(withPageLanguage(withPageSession(withPageRoutes(html, releases.routes(request.remoteRelease ?? undefined)), session), pageRequest.locale))
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
