import type { CatalogAppStart } from '@shop/shared';
import { catalogStore } from './state/catalog-store';
// The store only: app start renders nothing, so the catalogue's texts come with the modules that do.
import './state/follow-session';

/**
 * The catalogue's part of app start (spec §4): once the shell has checked the current user, the
 * product menu, then the featured products, priced for a logged-in retailer. The front page's
 * carousel asks for the featured products the same way and gets this same load, not a second one.
 */
const startCatalogApp: CatalogAppStart = async () => {
  await catalogStore.getState().loadProductMenu();
  await catalogStore.getState().ensureFeatured();
};

export default startCatalogApp;
