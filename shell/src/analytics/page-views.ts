import type { PageViewBody } from '@shop/shared/contracts';
import { apiClient, readCookie, shopStore } from '@shop/shared';

const ANALYTICS_COOKIE = 'analytics_id';
const PAGE_VIEW_PATH = '/analytics/pageview';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function analyticsAllowed(): boolean {
  const state = shopStore.getState();
  return state.consentAnswered && state.enabledCookies.includes('analytics');
}

function secureFlag(): string {
  return window.location.protocol === 'https:' ? '; Secure' : '';
}

/** The optional analytics cookie exists only while the visitor has accepted analytics. */
function syncAnalyticsCookie(): void {
  const present = readCookie(document.cookie, ANALYTICS_COOKIE) !== undefined;
  if (analyticsAllowed() && !present) {
    document.cookie = `${ANALYTICS_COOKIE}=${crypto.randomUUID()}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secureFlag()}`;
  } else if (!analyticsAllowed() && present) {
    document.cookie = `${ANALYTICS_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secureFlag()}`;
  }
}

/** Tells the shop a page was viewed, only with consent; the server counts per day and path. */
export function recordPageView(path: string): void {
  if (!analyticsAllowed()) return;
  const pageView: PageViewBody = { path };
  const beacon = new Blob([JSON.stringify(pageView)], { type: 'application/json' });
  // A beacon outlives a page being left; without one, the shop's client sends it kept alive.
  if (!navigator.sendBeacon?.(`${apiClient.defaults.baseURL ?? '/api'}${PAGE_VIEW_PATH}`, beacon)) {
    apiClient.post(PAGE_VIEW_PATH, pageView, { adapter: 'fetch', fetchOptions: { keepalive: true } }).catch(() => undefined);
  }
}

/** Keeps the analytics cookie in step with the consent choice, now and whenever it changes. */
export function installAnalyticsConsent(): void {
  syncAnalyticsCookie();
  shopStore.subscribe((state, previous) => {
    if (state.enabledCookies !== previous.enabledCookies || state.consentAnswered !== previous.consentAnswered) {
      syncAnalyticsCookie();
      if (analyticsAllowed()) recordPageView(window.location.pathname);
    }
  });
}
