import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageSession, RemoteLocations, RemoteName, RenderData, RenderInit, RenderRequest as PageRenderRequest } from '@shop/shared/contracts';
import { type DeclaredRoutes, isPersonalRoute, matchRoute } from '@shop/shared/routes';
import { type PageRequest, pageAddress, pageRequestOf, visitorPageKey } from './page-request';
import { distDir, shellPageFile } from '../static-files/front-ends';
import { fileStamp, lookedAtRecently } from '../file-stamp';
import type { ReleaseRegistry } from '../releases/release-registry';
import type { RemoteRelease } from '../releases/remote-release';
import { checkedOnce } from '../releases/candidate-check-once';
import { serverCheck } from '../releases/server-check';
import { type CachedPage, VisitorPageCache, compressedPage } from './visitor-page-cache';
import { COMPRESSION_THRESHOLD, type Encoding, acceptedEncoding } from '../../infra/http/compression';
import { RenderRead } from '../../infra/http/work-budget';
import { type ApiAnswer, DEFAULT_BUDGETS, type ReleaseModule, type RenderOutcome, type RenderRequest } from '../render-pool/render-contract';
import { RenderPool, closeRenderPoolWithApp } from '../render-pool/render-pool';
import { answeredByPriceGroup } from '../../modules/catalog';
import { PRICE_GROUP_SESSION } from './page-session';
import { gzipAroundSession, gzippedWithSessionOf, sessionSwapped, withSessionOf } from './session-splice';

export interface ServerRenderOptions {
  webRoot: string;
  /** The remotes' live release (and its candidates, checked here before they go live). */
  releases: ReleaseRegistry;
  /** How long a render may take to its first byte before the browser's page is sent (the pool's default without it). */
  firstByteMs?: number | undefined;
}

/** A visitor's page sent again as it was rendered. */
export interface CachedOutcome {
  kind: 'cached';
  html: Buffer;
  /** The page's inline scripts carry this answer's nonce. */
  nonce?: string | undefined;
  /** The bytes are compressed in this encoding already (the compression plugin leaves them alone). */
  encoding?: Encoding | undefined;
}

/**
 * A kept page for another answer: its inline scripts (if any) get this answer's nonce, so no nonce
 * is ever allowed for more than the one answer it was made for. A page without one is the same
 * for everyone: compressed once per encoding.
 */
async function sentAgain(page: CachedPage, nonce: string, encoding: Encoding | null): Promise<CachedOutcome> {
  if (page.nonce) return { kind: 'cached', html: withNonce(page, nonce), nonce };
  if (!encoding || page.html.byteLength < COMPRESSION_THRESHOLD) return { kind: 'cached', html: page.html };
  return { kind: 'cached', html: await compressedPage(page, encoding), encoding };
}

/**
 * A page that may be kept: a visitor's, or a logged-in person's public page kept for their price
 * group. `key` names everything its render reads; `renderSession` is what it is rendered with.
 */
interface KeptPage {
  key: string;
  cache: VisitorPageCache;
  renderSession: PageSession;
  /** A price group's page: the agreements' version it was rendered at (an import in the meantime: not kept). */
  priced?: { agreementsVersion: number };
}

/**
 * A price group's kept page for one person: their own session block in place of the one it was
 * rendered with (session-splice.ts). A page without late parts (no nonce) to a client that takes
 * gzip goes compressed around the block once (gzip-around.ts: compressing 125 kB per answer took
 * more CPU than the rest of the answer); one with them gets this answer's nonce, compressed per answer.
 */
async function sentToPerson(page: CachedPage, nonce: string, session: PageSession, acceptEncoding: string | undefined): Promise<CachedOutcome> {
  if (!page.nonce && page.html.byteLength >= COMPRESSION_THRESHOLD && acceptedEncoding(acceptEncoding, ['gzip'])) {
    const around = await (page.aroundSession ??= gzipAroundSession(page.html));
    if (around) return { kind: 'cached', html: gzippedWithSessionOf(around, session), encoding: 'gzip' };
  }
  return { kind: 'cached', html: withSessionOf(withNonce(page, nonce), session), ...(page.nonce ? { nonce } : {}) };
}

/** The kept page's bytes with `nonce` on its inline scripts (the same bytes when it has none). */
function withNonce(page: CachedPage, nonce: string): Buffer {
  if (!page.nonce) return page.html;
  return Buffer.from(page.html.toString('utf8').replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`), 'utf8');
}

/** Which team's part a page is: the owner of its route (or the shell). */
function ownerOf(url: string): string {
  return matchRoute(url.split('?')[0] ?? '/')?.route.owner ?? 'shell';
}

/** How long a visitor's page waits for the same page rendered for someone else before it is rendered itself. */
const COALESCE_WAIT_MS = 1_000;
/**
 * After how long another process's claim on a candidate's check, still without a verdict, is
 * taken for one whose process stopped: well past the longest check (5 s to load, then 2.5 s and
 * the 1 s abort grace per route, a handful of routes a team).
 */
const CANDIDATE_CHECK_STALE_MS = 60_000;

/** Releases kept for the pool to start: the current one and a few before it (a page in flight may name one). */
const KEPT_RELEASES = 8;

/**
 * Pages rendered on the server by the shell's server build, in the render pool's worker threads.
 * A release is what a page is rendered with: the shell's build and the remote locations of the
 * moment (their files looked at every 100 ms: see currentRelease). A changed location is a new
 * release: new workers load it, the old ones finish their pages and exit, so no code of an old
 * release stays in the process.
 */
export class ServerRender {
  private readonly releases = new Map<string, ReleaseModule>();
  /** The remotes' release (ReleaseRegistry's id) each release of the pool was made with. */
  private readonly remoteReleaseOf = new Map<string, string>();
  /** The release worked out last, and the state of its files then (currentRelease). */
  private known: { stamp: string; release: string | undefined } | undefined;
  /** The state of the shell's files (its server build, its index.html), looked at recently; the remotes' release is the registry's. */
  private readonly filesStamp = lookedAtRecently(() =>
    [fileStamp(this.modulePath), fileStamp(this.templatePath)].join('|'),
  );
  private readonly cache = new VisitorPageCache();
  /** Logged-in people's public pages, one per price group (apart: they never push a visitor's page out). */
  private readonly pricedPages = new VisitorPageCache();
  private origin: string | undefined;
  /**
   * Renders one of whose reads of the API was refused (429) or failed (5xx, or no answer): the
   * page would show less than it should (a list without its prices), so it is never sent: the
   * browser renders it instead, and its own reads say what is wrong (withReadsWhole).
   */
  private readonly readsFailed = new WeakSet<RenderRequest>();
  /** Renders of a price group's page, and those of them that read what is not the group's alone (never kept). */
  private readonly priceGroupRenders = new WeakSet<RenderRequest>();
  private readonly readsUnkept = new WeakSet<RenderRequest>();
  /** Visitors' pages being rendered now, by cache key: ends when the page is kept (or is not). */
  private readonly rendering = new Map<string, Promise<void>>();
  readonly pool: RenderPool;

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: ServerRenderOptions,
  ) {
    this.pool = new RenderPool({
      moduleFor: (release) => {
        const module = this.releases.get(release);
        if (!module) throw new Error(`release ${release} is not known`);
        return module;
      },
      api: (request, path) => this.read(request, path),
      // A first-byte budget the operator raised also raises the whole page's, never below its default.
      ...(options.firstByteMs === undefined ? {} : { budgets: { firstByteMs: options.firstByteMs, totalMs: Math.max(DEFAULT_BUDGETS.totalMs, options.firstByteMs) } }),
      admit: (release, request) => options.releases.admitRender(this.remoteReleaseOf.get(release) ?? release, ownerOf(request.url)),
      renderEnded: (release, request, failure) => options.releases.renderEnded(this.remoteReleaseOf.get(release) ?? release, ownerOf(request.url), failure),
      onEvent: (event) => {
        if (event.type === 'generation-failed') app.log.error({ release: event.release }, `server render: ${event.message}`);
        else app.log.info(event, `server render: ${event.type}`);
      },
    });
    closeRenderPoolWithApp(app, this.pool);
    const check = serverCheck({
        moduleFor: (candidate, required, routes) => this.candidateModule(candidate, required, routes),
        // A visitor's page, as a request with no cookie makes it.
        requestFor: (url) => {
          const page = pageRequestOf(url, undefined, this.selfOrigin() ?? 'http://127.0.0.1');
          const data: RenderData = { nonce: 'candidate-check', status: 200, origin: page.origin, consent: page.consent, client: { address: '127.0.0.1' } };
          return { url: pageAddress(page), locale: page.locale, cookieHeader: '', session: null, data };
        },
        api: (request, path) => this.read(request, path),
        sampleParameter: (name) => (name === 'id' ? app.catalog.current.products[0]?.skuId : name === 'supplier' ? app.catalog.current.suppliers[0]?.id : undefined),
      });
    const file = options.releases.remotesFile;
    // The processes that share a remotes file check a candidate's server build once, on one of them.
    options.releases.addCheck(
      file
        ? checkedOnce({ dir: file.checksDir, attemptStamp: () => file.attemptStamp(), staleAfterMs: CANDIDATE_CHECK_STALE_MS }, check)
        : check,
    );
  }

  /** The shell's render module, when the shell's server build is there. */
  private get modulePath(): string {
    return path.join(distDir(this.options.webRoot, 'shell'), 'server', 'render-page.js');
  }

  /** This process's own address, for the workers to fetch the remotes served here; undefined before it listens. */
  private selfOrigin(): string | undefined {
    if (this.origin !== undefined) return this.origin;
    const address = this.app.server.address();
    if (address === null || typeof address === 'string') return undefined;
    const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
    // A server listens on one address for its life: worked out once.
    this.origin = `http://${host}:${address.port}`;
    return this.origin;
  }

  /**
   * The release pages are rendered with now, or undefined when there is none to render with: the
   * shell's server build with the remotes' release of the request (pinned when it came in, the
   * same its page's security policy allows) or else the live one. Worked out again only when that
   * remotes' release or one of the shell's files changed (its server build, its index.html), which
   * are looked at every FILE_LOOK_MAX_AGE_MS (100 ms): a page under load costs no stat call.
   */
  async currentRelease(request?: FastifyRequest): Promise<string | undefined> {
    const origin = this.selfOrigin();
    if (origin === undefined) return undefined;
    const remotes = request?.remoteRelease ?? this.options.releases.live();
    const stamp = `${origin}|${remotes.id}|${this.filesStamp()}`;
    if (this.known?.stamp === stamp) return this.known.release;
    const release = await this.releaseOf(origin, remotes);
    this.known = { stamp, release };
    return release;
  }

  private get templatePath(): string {
    return shellPageFile(this.options.webRoot);
  }

  private async releaseOf(origin: string, remoteRelease: RemoteRelease): Promise<string | undefined> {
    const module = await this.moduleOf(origin, remoteRelease.locations, this.options.releases.routes(remoteRelease));
    if (!module) return undefined;
    const release = createHash('sha256').update(JSON.stringify([statSync(this.modulePath).mtimeMs, module.initData])).digest('base64url').slice(0, 16);
    if (!this.releases.has(release)) {
      this.releases.set(release, module);
      this.remoteReleaseOf.set(release, remoteRelease.id);
      for (const old of [...this.releases.keys()].slice(0, -KEPT_RELEASES)) {
        this.releases.delete(old);
        this.remoteReleaseOf.delete(old);
      }
    }
    return release;
  }

  /** The shell's render module with these remotes, or undefined when the shell has no server build. */
  private async moduleOf(origin: string, publicRemotes: RemoteLocations, routes: DeclaredRoutes, required?: RemoteName[]): Promise<ReleaseModule | undefined> {
    if (!existsSync(this.modulePath)) return undefined;
    const remotes = Object.fromEntries(Object.entries(publicRemotes).map(([name, location]) => [name, new URL(location, origin).href]));
    const template = await readFile(this.templatePath, 'utf8');
    const initData: RenderInit = { template, remotes, publicRemotes, origin, routes, ...(required ? { required } : {}) };
    return { modulePath: this.modulePath, initData };
  }

  /** A candidate's render module (checked in a worker of its own): none before the server listens. */
  private async candidateModule(candidate: RemoteRelease, required: readonly RemoteName[], routes: DeclaredRoutes): Promise<ReleaseModule | undefined> {
    const origin = this.selfOrigin();
    return origin === undefined ? undefined : this.moduleOf(origin, candidate.locations, routes, [...required]);
  }

  /** Starts the current release's workers, so the first visitor does not wait for them. */
  async warmUp(): Promise<void> {
    const release = await this.currentRelease();
    if (release) await this.pool.prepare(release).catch(() => undefined);
  }

  /**
   * The page `page` names, answered with `status`: a kept one from the cache when it was rendered
   * already for this catalogue and release (a visitor's; a logged-in person's public page, for
   * their price group), else rendered. `nonce` is the one the answer's script policy allows (the
   * streamed parts' inline scripts). Only a page that exists (200) is kept: one per made-up address
   * would push the real pages out. `charge` is called before a page is rendered (not before one
   * sent from the cache) and throws when the visitor's work budget is spent.
   */
  async render(request: FastifyRequest, page: PageRequest, session: PageSession, nonce: string, status: number, charge: () => void): Promise<RenderOutcome | CachedOutcome> {
    const release = await this.currentRelease(request);
    if (release === undefined) return { kind: 'fallback', reason: 'no-generation', detail: 'the shell has no server build, or the server is not listening' };
    const catalog = this.app.catalog.current;
    const kept = await this.keptPageOf(page, session, status);
    if (kept === undefined) {
      charge();
      const renderRequest = this.renderRequestOf(request, page, session, nonce, status, request.headers.cookie ?? '');
      return this.withReadsWhole(renderRequest, await this.pool.renderWith(release, renderRequest));
    }
    const cached = kept.cache.get(kept.key, catalog, release) ?? (await this.renderedMeanwhile(kept, catalog, release));
    const acceptEncoding = request.headers['accept-encoding'];
    if (cached) return kept.priced ? sentToPerson(cached, nonce, session, acceptEncoding) : sentAgain(cached, nonce, acceptedEncoding(acceptEncoding));
    charge();
    // Others asking for this page from now on wait for this render rather than start their own.
    const finish = this.renderingNow(kept.key);
    // A visitor's kept page reads the API with no cookie: nothing but its key may shape it. A price
    // group's reads the person's prices (the group's), and only the catalogue's reads keep it (read).
    const renderRequest = this.renderRequestOf(request, page, kept.renderSession, nonce, status, kept.priced ? (request.headers.cookie ?? '') : '');
    if (kept.priced) this.priceGroupRenders.add(renderRequest);
    const outcome = this.withReadsWhole(renderRequest, await this.pool.renderWith(release, renderRequest));
    if (outcome.kind !== 'rendered' || outcome.release !== release) {
      finish();
      return outcome;
    }
    const keepable = () => !this.readsUnkept.has(renderRequest) && (!kept.priced || kept.priced.agreementsVersion === this.app.agreements.versionSeen);
    const body = this.keepWhenSent(outcome.body, { key: kept.key, cache: kept.cache, catalog, release, status, nonce, keepable }, finish);
    return { ...outcome, body: kept.priced ? sessionSwapped(body, session) : body };
  }

  /**
   * Where `page` may be kept and what it is rendered with: a visitor's page as they asked for it; a
   * logged-in person's page that is the same for everyone (a public route, not a personal one)
   * once per price group, rendered with PRICE_GROUP_SESSION. Undefined: rendered for this request alone.
   */
  private async keptPageOf(page: PageRequest, session: PageSession, status: number): Promise<KeptPage | undefined> {
    const key = status === 200 ? visitorPageKey(page) : undefined;
    if (key === undefined) return undefined;
    if (!session.userId) return { key, cache: this.cache, renderSession: session };
    const route = matchRoute(page.pathname)?.route;
    if (!session.user || !route || isPersonalRoute(route)) return undefined;
    const agreementsVersion = this.app.agreements.versionSeen;
    const group = await this.app.agreements.priceGroupOf(session.user.organization.id);
    // The group goes first: it holds no `|`, so no two requests share a key.
    return { key: `prices:${group}|${key}`, cache: this.pricedPages, renderSession: PRICE_GROUP_SESSION, priced: { agreementsVersion } };
  }

  /**
   * The render's page, unless one of its reads was refused or failed: then it is dropped unsent and
   * the page falls back to the browser's render, never sent missing what the read would have given.
   * A page's reads are all made before its first byte (its data, loaded before the shell renders:
   * shell/src/server/render-page.tsx), so by the time the pool answers they are all known.
   */
  private withReadsWhole(renderRequest: RenderRequest, outcome: RenderOutcome): RenderOutcome {
    if (outcome.kind !== 'rendered' || !this.readsFailed.has(renderRequest)) return outcome;
    outcome.body.destroy();
    return { kind: 'fallback', reason: 'read-failed', detail: 'a read of the page was refused or failed' };
  }

  /** Marks the visitor's page `key` as being rendered; the function returned says it is over. */
  private renderingNow(key: string): () => void {
    let done!: () => void;
    const rendering = new Promise<void>((resolve) => (done = resolve));
    this.rendering.set(key, rendering);
    return () => {
      if (this.rendering.get(key) === rendering) this.rendering.delete(key);
      done();
    };
  }

  /**
   * The same visitor's page being rendered for someone else right now: waited for (briefly) rather
   * than rendered again, so a page many ask for at once (after an import, a release, a start) is
   * rendered once.
   */
  private async renderedMeanwhile({ key, cache }: KeptPage, catalog: object, release: string): Promise<CachedPage | undefined> {
    const rendering = this.rendering.get(key);
    if (!rendering) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, COALESCE_WAIT_MS)));
    await Promise.race([rendering, late]);
    clearTimeout(timer);
    return cache.get(key, catalog, release);
  }

  /**
   * The page's body as it is sent, a copy of each chunk kept on the way: once all of it has passed,
   * the visitor's page is kept. (The body is passed through, not listened to: a listener would take
   * the chunks already there from whoever sends the body.) `keepable` says at the end whether it may be.
   */
  private keepWhenSent(
    body: Readable,
    page: { key: string; cache: VisitorPageCache; catalog: object; release: string; status: number; nonce: string; keepable: () => boolean },
    finish: () => void,
  ): Readable {
    const { key, cache, catalog, release, status, nonce, keepable } = page;
    const chunks: Buffer[] = [];
    const recorder = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        chunks.push(chunk);
        next(null, chunk);
      },
      flush(next) {
        const html = Buffer.concat(chunks);
        // A part that came late is put in place by an inline script carrying this answer's nonce.
        if (keepable()) cache.set(key, catalog, release, { status, html, nonce: html.includes(`nonce="${nonce}"`) ? nonce : undefined });
        finish();
        next();
      },
    });
    body.once('error', (error) => {
      finish();
      recorder.destroy(error);
    });
    recorder.once('close', () => {
      finish();
      // A reader that left: the render is told (its body's close aborts it) instead of running on unread.
      if (!body.readableEnded) body.destroy();
    });
    return body.pipe(recorder);
  }

  /** What the worker renders `page` from; its API reads send `cookieHeader` (the request's own, or none for a page to be kept). */
  private renderRequestOf(request: FastifyRequest, page: PageRequest, session: PageSession, nonce: string, status: number, cookieHeader: string): PageRenderRequest {
    const data: RenderData = { nonce, status, origin: page.origin, consent: page.consent, client: { address: request.ip } };
    // The page's language is decided here, once, from its address: the render reads it (RenderRequest.locale).
    return { url: pageAddress(page), locale: page.locale, cookieHeader, session: { ...session }, data };
  }

  /**
   * A render's read of the API, answered by this process as if the page's visitor had asked: the
   * Cookie header the render was given, their address (the login throttle and the heavy-read limits
   * count them, not the server), at the shop's configured address. Only GETs under /api: a render
   * changes nothing. Its work is paid for by the render's charge (a RenderRead), not again by the read.
   */
  private async read(request: RenderRequest, path: string): Promise<ApiAnswer> {
    if (!path.startsWith('/api/')) return { status: 400, contentType: 'text/plain', body: `A render reads only under /api/, not ${path}` };
    const { client, origin } = request.data as RenderData;
    const headers = { host: new URL(origin).host, cookie: request.cookieHeader, accept: 'application/json' };
    const answer = await this.app.inject({ method: 'GET', url: path, remoteAddress: client.address, headers, Request: RenderRead }).catch((error: unknown) => {
      this.readsFailed.add(request);
      throw error;
    });
    // Refused or failed: the page is not sent without what it asked for (withReadsWhole).
    if (answer.statusCode === 429 || answer.statusCode >= 500) this.readsFailed.add(request);
    // A price group's page is kept only when every read was the catalogue's, answered in full: then
    // it is the same for every organisation of the group (price-group-reads.ts).
    if (this.priceGroupRenders.has(request) && (answer.statusCode !== 200 || !answeredByPriceGroup(path))) this.readsUnkept.add(request);
    return { status: answer.statusCode, contentType: String(answer.headers['content-type'] ?? ''), body: answer.body };
  }
}
