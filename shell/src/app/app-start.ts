import { type PageSession, settleSessionFromPage, shopStore, takePageSession, verifySession } from '@shop/shared';

/**
 * Spec §4, app start: check the current user, then load the product menu, then the featured
 * products. In that order, so the featured products arrive priced for a logged-in retailer.
 * It runs beside the first render: guarded pages wait for the user check on their own.
 * A page served by the API carries the answer of the user check; it is applied before the first
 * await, so the first render (called right after this starts) already shows a retailer's prices.
 */
export async function startSession(page: PageSession | null = takePageSession()): Promise<void> {
  if (page === null || !settleSessionFromPage(page)) await verifySession();
  const state = shopStore.getState();
  await state.loadProductMenu();
  await state.loadFeatured();
}
