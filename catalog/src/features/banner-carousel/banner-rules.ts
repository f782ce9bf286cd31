/** Spec §9: the banner advances every 6 seconds. */
export const BANNER_INTERVAL_MS = 6000;

/** Auto-advance wraps from the last banner to the first (spec §4). */
export function nextBannerIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

/** The arrows stop at either end: no wrapping by hand (spec §4). */
export function bannerArrows(index: number, count: number): { previous: boolean; next: boolean } {
  return { previous: index > 0, next: index < count - 1 };
}

/** Hidden by default (spec §2); the page's settings can show it. */
export function isBannerEnabled(): boolean {
  return typeof window !== 'undefined' && window.__SHOP_SETTINGS__?.showBanner === true;
}
