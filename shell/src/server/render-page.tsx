/// <reference types="node" />
import { PassThrough, type Readable } from 'node:stream';
import {
  RenderScopeProvider,
  createRenderApiClient,
  createRenderScope,
  hasPageData,
  loadLocaleTexts,
  matchRoute,
  type ApiRead,
  type Locale,
  type PageData,
  type RemoteLocations,
} from '@shop/shared';
import type { TFunction } from 'i18next';
import type { SessionUser } from '@shop/shared/contracts';
import type { ConsentChoice } from '@shop/shared/consent';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ShopRoutes } from '../app/shop-router';
import { loadRemoteModule, registerShopRemotes } from '../federation/remote-registry';
import { NotFoundPathProvider } from '../pages/page-status';
import { crumbsOf } from '../breadcrumbs/breadcrumbs';
import { documentTitleOf } from '../layout/document-title';
import { headTags, withPageHead } from './page-head';

export interface RenderPageRequest {
  /** The page's address: path and query. */
  url: string;
  /** The page's language, as the API decided it from the address (RenderRequest.locale). */
  locale: Locale;
  /** Each remote's manifest (absolute address): the releases the page is rendered with. */
  remotes: Partial<RemoteLocations>;
  /** Who is logged in, as the session cookie says; null for a visitor. */
  user: SessionUser | null;
  /** Aborted when the render is over its time budget: what is still pending renders in the browser. */
  signal?: AbortSignal;
  /** The visitor's consent answer as the server read it from the request: it decides the consent bar. */
  consent?: ConsentChoice;
  /** Allowed by the page's script policy: the inline scripts that put streamed parts in place carry it. */
  nonce?: string | undefined;
  /** Reads the API for this page's request (its cookies); without it the page renders without data. */
  api?: ApiRead;
  /** The status the server answers the page with: 404 renders the not-found page in the shop's layout. */
  status?: number;
  /** The shop's address as the visitor reached it: the head's absolute links. */
  origin?: string;
}

/**
 * How long a render waits for its slower parts (a remote loading) before it sends what it has: a
 * warm render has every part within a few milliseconds. A visitor's page waits longer: sent whole,
 * it is kept and sent again (the API's visitor page cache) and reads without JavaScript.
 */
const WHOLE_PAGE_WAIT_MS = 50;
const WHOLE_VISITOR_PAGE_WAIT_MS = 200;

export interface RenderedPage {
  /** The page's markup: the shell's first, then each remote's part as it is ready. */
  body: Readable;
  /** The initial states of the stores the page was rendered with, by store key: the page carries them. */
  pageStates: Record<string, unknown>;
  /** The head's tags for the page: title, description, canonical and language addresses, structured data. */
  head: string;
  /** The last breadcrumb of a page about one thing (a product's title); the page's session block carries it. */
  pageTitle: string | null;
  /** Errors of the parts rendered again in the browser, filled as the body streams (the API's check of a release reads them). */
  failedParts: string[];
}

/**
 * The data the page shows first, loaded by the team that owns the page (its `PageData` module). A remote that cannot be loaded, has no loader or fails to load its data renders
 * without: its page then loads its data in the browser, as a page the browser renders does.
 */
async function loadPageData(url: URL, user: SessionUser | null, api: ApiRead | undefined, origin: string): Promise<PageData> {
  const none: PageData = { states: {} };
  const match = matchRoute(url.pathname);
  // Only a remote whose declared routes say so has a `PageData` module (RemoteRoutes.pageData).
  if (!api || !match || match.route.owner === 'shell' || !hasPageData(match.route.owner)) return none;
  try {
    const { default: loadData } = await loadRemoteModule(`${match.route.owner}/PageData`, false);
    return await loadData({
      locale: match.locale,
      routeId: match.route.id,
      params: match.params,
      search: url.search,
      user,
      api: createRenderApiClient(api),
      origin,
    });
  } catch {
    return none;
  }
}

/** The head of the page: its remote's parts where it gave them, else the shell's title for the address. */
function headOf(url: URL, locale: Locale, t: TFunction, data: PageData, origin: string, notFound: boolean): string {
  const texts = { shopName: t('shop.name'), tagline: t('shop.tagline') };
  const title = notFound ? `${t('errors.pageTitle')} - ${texts.shopName}` : documentTitleOf(crumbsOf(url.pathname, url.search, locale, t), texts);
  const parts = { title, description: `${texts.shopName} – ${texts.tagline}`, origin, canonicalPath: url.pathname };
  return headTags(withPageHead(parts, data.head, texts.shopName));
}

/**
 * Renders one page on the server, streamed: resolves when the shell's part is ready, and each
 * remote slot (in a Suspense boundary of its own) follows in the stream when its remote has
 * rendered. Every render has its own language and stores (the kernel's render scope), so renders
 * running side by side never see each other's.
 */
export async function renderPage(request: RenderPageRequest): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://shop');
  const { locale } = request;
  await loadLocaleTexts(locale);
  registerShopRemotes(request.remotes);
  const notFound = request.status === 404;
  const origin = request.origin ?? url.origin;
  const data = notFound ? { states: {} } : await loadPageData(url, request.user, request.api, origin);
  const pageStates = data.states;
  // A page about one thing (a product: its route has an id) is named by its remote's head; the
  // breadcrumb ends with that name, as it does once the page has set it in the browser.
  const pageTitle = (matchRoute(url.pathname)?.params.id !== undefined && data.head?.title) || null;
  const scope = createRenderScope(locale, request.user, request.consent, pageStates, pageTitle);
  const head = headOf(url, locale, scope.i18n.t, data, origin, notFound);
  const body = new PassThrough();
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let sent = false;
  const failedParts: string[] = [];
  return new Promise((resolve, reject) => {
    const send = () => {
      clearTimeout(waiting);
      if (sent) return;
      sent = true;
      stream.pipe(body);
      resolve({ body, pageStates, head, pageTitle, failedParts });
    };
    const stream = renderToPipeableStream(
      <RenderScopeProvider scope={scope}>
        <NotFoundPathProvider value={notFound ? url.pathname : null}>
          <StaticRouter location={request.url}>
            <ShopRoutes />
          </StaticRouter>
        </NotFoundPathProvider>
      </RenderScopeProvider>,
      {
        onShellReady: () => {
          request.signal?.addEventListener('abort', () => stream.abort(request.signal?.reason), { once: true });
          // A page whose parts are all there within a moment is sent whole, each part in its place:
          // it reads without scripts (a crawler, JavaScript turned off). A part still loading after
          // that follows in the stream, put in place by a script.
          waiting = setTimeout(send, request.user ? WHOLE_PAGE_WAIT_MS : WHOLE_VISITOR_PAGE_WAIT_MS);
        },
        onAllReady: () => send(),
        onShellError: reject,
        nonce: request.nonce,
        // A finished part stays in its place however big it is (React otherwise moves a part of
        // more than 12.8 kB to the end, to be put in place by a script: unreadable without one).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // A remote part that fails is rendered again in the browser (its boundary's fallback); the
        // page says which failed, for the API's check of a new release.
        onError: (error: unknown) => void failedParts.push(error instanceof Error ? error.message : String(error)),
      },
    );
  });
}
