import axios, { type AxiosInstance } from 'axios';
import { MINIMUM_LOADING_MS } from './minimum-delay';

declare global {
  interface Window {
    /** Optional settings the page can set before the shop starts (spec §7: base URL from settings). */
    __SHOP_SETTINGS__?: {
      apiBaseUrl?: string;
      /** Shows the front page's banner carousel, which the spec keeps hidden by default. */
      showBanner?: boolean;
    };
  }
}

function apiBaseUrl(): string {
  if (typeof window === 'undefined') return '/api';
  return window.__SHOP_SETTINGS__?.apiBaseUrl ?? '/api';
}

/**
 * The one HTTP client of the shop: JSON, cookies included. A relative base URL resolves against the
 * page (the shell's origin), wherever a remote's own code was loaded from.
 */
export const apiClient: AxiosInstance = axios.create({
  baseURL: apiBaseUrl(),
  headers: { Accept: 'application/json' },
  withCredentials: true,
  timeout: 15_000,
});

// Spec §9: every data fetch keeps its loading state at least 200 ms, so a quick answer never makes
// a loading indicator flash. Done once here, for every GET of every app, rather than per call.
const startedAt = new WeakMap<object, number>();

apiClient.interceptors.request.use((config) => {
  if ((config.method ?? 'get').toLowerCase() === 'get') startedAt.set(config, Date.now());
  return config;
});

async function holdUntilMinimum(config: object | undefined): Promise<void> {
  const start = config ? startedAt.get(config) : undefined;
  if (start === undefined) return;
  const remaining = MINIMUM_LOADING_MS - (Date.now() - start);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}

apiClient.interceptors.response.use(
  async (response) => {
    await holdUntilMinimum(response.config);
    return response;
  },
  async (error: unknown) => {
    await holdUntilMinimum((error as { config?: object }).config);
    throw error;
  },
);
