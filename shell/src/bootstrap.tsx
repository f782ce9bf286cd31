import '@fontsource-variable/inter';
import '@shop/shared/tokens.css';
import './global.css';
import { localeOfPath, readCookie, setLocale } from '@shop/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installAnalyticsConsent } from './analytics/page-views';
import { startSession } from './app/app-start';
import { ShopRouter } from './app/shop-router';
import { fetchRemoteLocations } from './federation/remote-locations';
import { registerShopRemotes } from './federation/remote-registry';
import { installChunkReload } from './navigation/chunk-reload';
import { prefetchWhenIdle } from './navigation/idle-prefetch';
import { registerServiceWorker } from './navigation/service-worker';

/** A visitor who chose English before lands on the English front page. */
function followSavedLocale(): void {
  if (window.location.pathname === '/' && readCookie(document.cookie, 'locale') === 'en') {
    window.history.replaceState(null, '', `/en${window.location.search}`);
  }
}

async function start(): Promise<void> {
  installChunkReload();
  installAnalyticsConsent();
  followSavedLocale();
  setLocale(localeOfPath(window.location.pathname));
  // Spec §4, app start: the current user first, then the product menu and the featured products.
  void startSession();
  // Remotes are registered before the first render; none is fetched until a page needs it.
  registerShopRemotes(await fetchRemoteLocations());
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ShopRouter />
    </StrictMode>,
  );
  registerServiceWorker();
  prefetchWhenIdle(['catalog', 'cart']);
}

void start();
