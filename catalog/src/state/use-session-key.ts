import { useShopStore } from '@shop/shared';

/**
 * Whom the page's lists are for: the logged-in user's id, or "visitor". A load effect that depends
 * on it runs again when someone logs in or out, and also when one user follows another directly,
 * which the logged-in flag alone would not show.
 */
export function useSessionKey(): string {
  return useShopStore((state) => (state.isLoggedIn ? (state.user?.id ?? 'user') : 'visitor'));
}
