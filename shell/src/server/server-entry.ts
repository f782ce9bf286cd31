// The shell's render module, loaded by the API's render workers (api/src/web/render/render-contract.ts
// describes the contract): `init` once per worker with the release it renders, `render` per page.
// Everything a worker keeps here lives as long as the worker: a new release gets new workers.
import { PAGE_SESSION_ID, PAGE_STATE_ID, REMOTE_NAMES, installRoutes, localeOfPath, matchRoute, type ApiRead, type DeclaredRoutes, type RemoteModuleId, type PageSession, type RemoteLocations, type RemoteName } from '@shop/shared';
import type { ConsentChoice } from '@shop/shared/consent';
import { RELEASE_BLOCK_ID } from '../federation/release-block';
import { ROUTES_BLOCK_ID } from '../federation/routes-block';
import { loadRemoteModule, registerShopRemotes } from '../federation/remote-registry';
import { PAGE_STATUS_ID } from '../pages/page-status';
import { limitFetchTime } from './fetch-time-limit';
import { dataBlock, documentStart, splitTemplate, type PageTemplate } from './page-document';
import { renderPage } from './render-page';
import { type StylesheetTexts, inlineTemplateStylesheets, readStylesheets, stylesheetTags, templateStylesheets } from './inline-stylesheets';
import { type RemoteStylesheets, pageStylesheets, remoteStylesheets } from './remote-stylesheets';

export { renderPage } from './render-page';

/** What a worker is started with: the page template and the release of the remotes. */
export interface RenderInit {
  /** The shell's built index.html. */
  template: string;
  /** Each remote's manifest as this process reaches it (absolute). */
  remotes: Partial<RemoteLocations>;
  /** The same releases as the browser reaches them (remotes.json): embedded in each page. */
  publicRemotes: Partial<RemoteLocations>;
  /** Where this process reaches the shell's own files (its stylesheet, inlined in each page). */
  origin?: string;
  /**
   * A candidate release's check (api/src/web/releases/server-check.ts): the remotes whose modules
   * must load, or the worker's start fails with the reason.
   */
  required?: RemoteName[];
  /**
   * The routes the release's remotes declared (their routes.json, checked by the API before the
   * release went live): the worker's route table, and carried by every page for the browser.
   */
  routes?: DeclaredRoutes;
}

/**
 * One page to render (the API's RenderRequest, with the fields the shell reads). The page is
 * rendered from what the API read from the request, the same that names it in the API's page
 * cache: its address, the consent answer and the shop's configured address. No cookie or Host
 * reaches the render to be read again here.
 */
export interface PageRequest {
  url: string;
  session: PageSession | null;
  /**
   * The nonce the answer's Content-Security-Policy allows scripts with, the status the page is
   * answered with, the shop's configured address (the head's absolute links) and the visitor's
   * consent answer (the consent bar).
   */
  data?: { nonce?: string; status?: number; origin?: string; consent?: ConsentChoice } | null;
}

let release: { template: PageTemplate; init: RenderInit; stylesheets: RemoteStylesheets; texts: StylesheetTexts } | undefined;

/** The components one team's page places from another's, beside each team's own pages. */
const PLACED_MODULES: RemoteModuleId[] = ['catalog/FilterPanel', 'cart/AddToCart', 'cart/ReorderButton'];

/**
 * The remotes' modules a page renders: each team's pages (and its page data, when it has a loader)
 * by the routes the release declares, a team that joined included, and the placed components.
 * Loaded when a worker starts, not on a customer's page.
 */
function renderedModules(routes: DeclaredRoutes): RemoteModuleId[] {
  const pages = Object.entries(routes).flatMap(([owner, declared]): RemoteModuleId[] => [`${owner}/Pages`, ...(declared.pageData ? [`${owner}/PageData` as const] : [])]);
  // The founding teams' pages whatever was declared (a release whose routes could not be read).
  const founding = REMOTE_NAMES.map((name): RemoteModuleId => `${name}/Pages`);
  return [...new Set([...founding, ...pages, ...PLACED_MODULES])];
}
/** A remote that does not answer within this is left to the pages (its slot renders in the browser). */
const PRELOAD_LIMIT_MS = 3_000;
/** Any fetch of a worker (a manifest, a server entry, a stylesheet): a host that never answers is given up on. */
const FETCH_LIMIT_MS = 3_000;

async function preloadRenderedModules(required: readonly RemoteName[], routes: DeclaredRoutes): Promise<void> {
  const loads = renderedModules(routes).map((id) => ({ id, load: loadRemoteModule(id, false) }));
  const settled = Promise.allSettled(loads.map(({ load }) => load));
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, PRELOAD_LIMIT_MS).unref())]);
  // A candidate's check: its changed remotes must load (the pool's load time-out bounds the wait).
  for (const { id, load } of loads.filter(({ id }) => required.includes(id.split('/')[0] as RemoteName))) {
    await load.catch((error: unknown) => {
      const cause = (error as { cause?: unknown }).cause ?? error;
      throw new Error(`${id} did not load: ${cause instanceof Error ? cause.message : 'it failed'}`);
    });
  }
}

export async function init(data: RenderInit): Promise<void> {
  limitFetchTime(FETCH_LIMIT_MS);
  const stylesheets = await remoteStylesheets(data.remotes, data.publicRemotes);
  const shellSheets = data.origin ? templateStylesheets(data.template, data.origin) : [];
  const remoteSheets = [...Object.values(stylesheets.pages).flat(), ...stylesheets.components];
  const texts = await readStylesheets([...shellSheets, ...remoteSheets].map((sheet) => sheet.source));
  const template = data.origin ? inlineTemplateStylesheets(data.template, data.origin, texts) : data.template;
  release = { template: splitTemplate(template), init: data, stylesheets, texts };
  installRoutes(data.routes ?? {});
  registerShopRemotes(data.remotes);
  await preloadRenderedModules(data.required ?? [], data.routes ?? {});
  // The first render of a worker compiles the rendering code: done here, not on a customer's page.
  for await (const _chunk of (await render({ url: '/', session: null }, { signal: new AbortController().signal })).body) {
    // drained
  }
}

/** The page's body, and the parts of it left to the browser (known once the body has ended). */
export async function render(request: PageRequest, context: { signal: AbortSignal; api?: ApiRead }): Promise<{ body: AsyncIterable<string | Uint8Array>; failedParts: readonly string[] }> {
  if (!release) throw new Error('the render module was not initialised');
  const { template, init: data, stylesheets, texts } = release;
  const { pathname } = new URL(request.url, 'http://shop');
  const locale = localeOfPath(pathname);
  const page = await renderPage({
    url: request.url,
    remotes: data.remotes,
    user: request.session?.user ?? null,
    consent: request.data?.consent,
    nonce: request.data?.nonce,
    status: request.data?.status,
    origin: request.data?.origin,
    api: context.api,
    signal: context.signal,
  });
  const head =
    stylesheetTags(pageStylesheets(stylesheets, matchRoute(pathname)?.route.owner), texts, request.data?.origin) +
    page.head +
    dataBlock(PAGE_SESSION_ID, { ...request.session, ...(page.pageTitle ? { pageTitle: page.pageTitle } : {}) }) + dataBlock(RELEASE_BLOCK_ID, data.publicRemotes) + dataBlock(ROUTES_BLOCK_ID, data.routes ?? {}) + dataBlock(PAGE_STATE_ID, page.pageStates) +
    (request.data?.status === 404 ? dataBlock(PAGE_STATUS_ID, 404) : '');
  const body = (async function* document() {
    yield documentStart(template, locale, head);
    yield* page.body;
    yield template.after;
  })();
  return { body, failedParts: page.failedParts };
}
