import { type PageSession, settleSessionFromPage, takePageSession, verifySession } from '@shop/shared';
import { loadRemoteModule } from '../federation/remote-registry';

/**
 * Spec §4, app start: check the current user, then load the product menu, then the featured
 * products. In that order, so the featured products arrive priced for a logged-in retailer. The
 * menu and the featured products are the catalogue's: its `AppStart` loads them, so what it loads
 * and how deploys with the catalogue. It runs beside the first render: guarded pages wait for the
 * user check on their own. A page served by the API carries the answer of the user check; it is
 * applied before the first await, so the first render already shows a retailer's prices.
 */
export async function startSession(page: PageSession | null = takePageSession()): Promise<void> {
  if (page === null || !settleSessionFromPage(page)) await verifySession();
  try {
    const { default: startCatalog } = await loadRemoteModule('catalog/AppStart', false);
    await startCatalog();
  } catch {
    // The catalogue is down: its slots say so; the rest of the shop starts without it.
  }
}
