// The shell's render module, loaded by the API's render workers (api/src/web/render-pool/render-contract.ts
// describes how a module is loaded; @shop/shared/contracts' page-render.ts what it is given):
// `init` once per worker with the release it renders, `render` per page.
// Everything a worker keeps here lives as long as the worker: a new release gets new workers.
import { REMOTE_NAMES, installRoutes, matchRoute, type ApiRead, type DeclaredRoutes, type RemoteModuleId, type RemoteName } from '@shop/shared';
import { PAGE_BLOCK_IDS, type RenderInit, type RenderRequest } from '@shop/shared/contracts';
import { loadRemoteModule, registerShopRemotes } from '../federation/remote-registry';
import { limitFetchTime } from './fetch-time-limit';
import { dataBlock, documentStart, splitTemplate, type PageTemplate } from './page-document';
import { renderPage } from './render-page';
import { type StylesheetTexts, inlineTemplateStylesheets, readStylesheets, stylesheetTags, templateStylesheets } from './inline-stylesheets';
import { type RemoteStylesheets, pageStylesheets, remoteStylesheets } from './remote-stylesheets';

export { renderPage } from './render-page';

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
  const warmUp: RenderRequest = {
    url: '/',
    locale: 'nb',
    cookieHeader: '',
    session: null,
    data: { nonce: '', status: 200, origin: data.origin ?? 'http://127.0.0.1', consent: { answered: false, enabled: [] }, client: { address: '127.0.0.1' } },
  };
  for await (const _chunk of (await render(warmUp, { signal: new AbortController().signal })).body) {
    // drained
  }
}

/** The page's body, and the parts of it left to the browser (known once the body has ended). */
export async function render(request: RenderRequest, context: { signal: AbortSignal; api?: ApiRead }): Promise<{ body: AsyncIterable<string | Uint8Array>; failedParts: readonly string[] }> {
  if (!release) throw new Error('the render module was not initialised');
  const { template, init: data, stylesheets, texts } = release;
  const { pathname } = new URL(request.url, 'http://shop');
  const { locale, data: sent } = request;
  const page = await renderPage({
    url: request.url,
    locale,
    remotes: data.remotes,
    user: request.session?.user ?? null,
    consent: sent.consent,
    nonce: sent.nonce,
    status: sent.status,
    origin: sent.origin,
    api: context.api,
    signal: context.signal,
  });
  const head =
    stylesheetTags(pageStylesheets(stylesheets, matchRoute(pathname)?.route.owner), texts, sent.origin) +
    page.head +
    dataBlock(PAGE_BLOCK_IDS.session, { ...request.session, ...(page.pageTitle ? { pageTitle: page.pageTitle } : {}) }) +
    dataBlock(PAGE_BLOCK_IDS.release, data.publicRemotes) +
    dataBlock(PAGE_BLOCK_IDS.routes, data.routes ?? {}) +
    dataBlock(PAGE_BLOCK_IDS.state, page.pageStates) +
    (sent.status === 404 ? dataBlock(PAGE_BLOCK_IDS.status, 404) : '');
  const body = (async function* document() {
    yield documentStart(template, locale, head);
    yield* page.body;
    yield template.after;
  })();
  return { body, failedParts: page.failedParts };
}
