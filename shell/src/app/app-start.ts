import { shopStore, verifySession } from '@shop/shared';

/**
 * Spec §4, app start: check the current user, then load the product menu, then the featured
 * products. In that order, so the featured products arrive priced for a logged-in retailer.
 * It runs beside the first render: guarded pages wait for the user check on their own.
 */
export async function startSession(): Promise<void> {
  await verifySession();
  const state = shopStore.getState();
  await state.loadProductMenu();
  await state.loadFeatured();
}
