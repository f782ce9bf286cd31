import { hasLocaleTexts, loadLocaleTexts, localeOfPath, matchRoute, readCookie, setLocale } from '@shop/shared';
import { StrictMode, startTransition } from 'react';
import type { createRoot as CreateRoot, hydrateRoot as HydrateRoot } from 'react-dom/client';
import { installAnalyticsConsent } from '../analytics/page-views';
import { reportCaughtError } from '../errors/caught-errors';
import { exposeShareScope } from '../federation/share-scope';
import { fetchRemoteLocations } from '../federation/remote-locations';
import { preloadRemotePages, registerShopRemotes } from '../federation/remote-registry';
import { takeRenderedRelease } from '../federation/release-block';
import { installPageRoutes } from '../federation/routes-block';
import { NotFoundPathProvider, notFoundPathOfPage } from '../pages/page-status';
import { installChunkReload } from '../federation/chunk-reload';
import { hydrationStarts } from '../federation/use-server-part';
import { nameInlinedStylesheets } from '../federation/inlined-stylesheets';
import { prefetchWhenIdle } from '../start-up/idle-prefetch';
import { fetchShopFontWhenIdle } from '../start-up/shop-font';
import { nextTask } from '../start-up/next-task';
import { registerServiceWorker } from '../start-up/service-worker';
import { startSession } from './app-start';

/** A visitor who chose English before lands on the English front page. */
function followSavedLocale(): void {
  if (window.location.pathname === '/' && readCookie(document.cookie, 'locale') === 'en') {
    window.history.replaceState(null, '', `/en${window.location.search}`);
  }
}

/** Starts fetching the code of the page being opened at once, beside React's first render. */
async function loadCurrentPageCode(routesReady: Promise<void>): Promise<void> {
  await routesReady;
  const owner = matchRoute(window.location.pathname)?.route.owner;
  return owner === undefined || owner === 'shell' ? undefined : preloadRemotePages([owner]);
}

export interface ReactRoots {
  createRoot: typeof CreateRoot;
  hydrateRoot: typeof HydrateRoot;
}

/**
 * The shop's state, texts and session start here; the page's components are evaluated and rendered
 * in the next task (see bootstrap.tsx for why the start-up is split). A page rendered on the server
 * is hydrated with the remote releases it was rendered with; a page the server sent empty (its
 * render fell back) is rendered here.
 */
export function startShop({ createRoot, hydrateRoot }: ReactRoots): void {
  exposeShareScope();
  installChunkReload();
  installAnalyticsConsent();
  const rendered = takeRenderedRelease();
  const notFoundPath = notFoundPathOfPage();
  if (!rendered) followSavedLocale();
  const locale = localeOfPath(window.location.pathname);
  const textsReady = setLocale(locale);
  // Where the remotes live arrives beside the first render (the shell's chrome does not wait for
  // it); only the page being opened is fetched now.
  nameInlinedStylesheets();
  const locations = rendered ?? fetchRemoteLocations();
  registerShopRemotes(locations);
  // The route table of the page's release: carried by a page the server rendered (at once), else
  // read from each remote's published routes.json before the first render.
  const routesReady = installPageRoutes(Promise.resolve(locations));
  // Spec §4, app start: the current user first, then the catalogue's product menu and featured
  // products (it needs the remotes registered above to reach the catalogue).
  void startSession();
  const currentPage = loadCurrentPageCode(routesReady);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // As a transition the first render (or hydration) yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page (one long task of 100-500 ms on a phone's CPU).
  const render = async () => {
    await Promise.all([nextTask(), routesReady]);
    const { ShopRouter } = await import(/* webpackMode: "eager" */ './shop-router');
    const shop = (
      <StrictMode>
        <NotFoundPathProvider value={notFoundPath}>
          <ShopRouter />
        </NotFoundPathProvider>
      </StrictMode>
    );
    // Hydrating is a transition too: one task of 150-250 ms on a phone's CPU became slices of a few
    // milliseconds, between which the browser answers a tap (React hydrates the part tapped first).
    if (rendered) {
      hydrationStarts();
      startTransition(() => void hydrateRoot(container, shop, { onCaughtError: reportCaughtError }));
    }
    else startTransition(() => createRoot(container, { onCaughtError: reportCaughtError }).render(shop));
  };
  // Norwegian texts come with the first load; an English page waits for its texts (one small
  // chunk, fetched beside the rest) rather than showing Norwegian first.
  if (hasLocaleTexts(locale)) void render();
  else void textsReady.then(render);
  registerServiceWorker();
  // The other language's texts too: the language switch then works at once, even while the
  // server cannot be reached.
  prefetchWhenIdle(['catalog', 'cart'], currentPage, [() => loadLocaleTexts(locale === 'nb' ? 'en' : 'nb')]);
  void fetchShopFontWhenIdle(currentPage);
}
