import axios, { type AxiosInstance } from 'axios';

declare global {
  interface Window {
    /** Optional settings the page can set before the shop starts (spec §7: base URL from settings). */
    __SHOP_SETTINGS__?: { apiBaseUrl?: string };
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
