import '@fontsource-variable/inter';
import '@shop/shared/tokens.css';
import './global.css';
import { localeOfPath, setLocale } from '@shop/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShopRouter } from './app/shop-router';
import { fetchRemoteLocations } from './federation/remote-locations';
import { registerShopRemotes } from './federation/remote-registry';

async function start(): Promise<void> {
  setLocale(localeOfPath(window.location.pathname));
  // Remotes are registered before the first render; none is fetched until a page needs it.
  registerShopRemotes(await fetchRemoteLocations());
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ShopRouter />
    </StrictMode>,
  );
}

void start();
