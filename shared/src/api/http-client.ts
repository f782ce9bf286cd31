import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { localeOfPath } from '../routes/route-table';
import { ApiError, type ApiErrorCode } from './http-error';
import { MINIMUM_LOADING_MS, pauseUntil } from './minimum-delay';

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

/** An answer slower than this counts as no answer (ERR_TIMEOUT). */
const TIMEOUT_MS = 15_000;

function apiBaseUrl(): string {
  if (typeof window === 'undefined') return '/api';
  return window.__SHOP_SETTINGS__?.apiBaseUrl ?? '/api';
}

/**
 * The plain sentence an API error body carries (contracts/errors.ts), if it carries one. Any answer
 * may arrive here (a proxy's HTML page too): the field is checked, not assumed.
 */
function messageOf(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function lowerCaseHeaders(headers: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries((headers ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') result[name.toLowerCase()] = String(value);
    else if (Array.isArray(value)) result[name.toLowerCase()] = value.join(', ');
  }
  return result;
}

/** Every failed call becomes an ApiError: the status and plain message the UI shows, or why there was no answer. */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof AxiosError)) return new ApiError(error instanceof Error ? error.message : 'Network error', 'ERR_NETWORK');
  if (error.response) {
    const { status, data, headers } = error.response;
    return new ApiError(messageOf(data) ?? `The API answered ${status}`, 'ERR_BAD_RESPONSE', { status, data, headers: lowerCaseHeaders(headers) });
  }
  const code: ApiErrorCode = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT ? 'ERR_TIMEOUT' : 'ERR_NETWORK';
  return new ApiError(code === 'ERR_TIMEOUT' ? `No answer within ${TIMEOUT_MS / 1000} s` : error.message || 'Network error', code);
}

/** Told the path of a call the API answered 401. */
type Unauthorized = (url: string) => void;
let onUnauthorized: Unauthorized = () => undefined;

/**
 * What a 401 means for the page: the session module marks the visitor logged out (once; a page that
 * fires several calls at a dead session logs out one time, not once per call).
 */
export function whenUnauthorized(listener: Unauthorized): void {
  onUnauthorized = listener;
}

/**
 * The one HTTP client of the shop (axios): JSON in and out, cookies included, a timeout, and an
 * ApiError for an answer of 400 or more or for no answer. Every app calls the API through it.
 */
function createApiClient(): AxiosInstance {
  const client = axios.create({
    baseURL: apiBaseUrl(),
    timeout: TIMEOUT_MS,
    withCredentials: true,
    headers: { Accept: 'application/json' },
    // 3xx are passed on as they are; only 400 and above are failures.
    validateStatus: (status) => status < 400,
  });
  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    // Read on every call: the page's settings may be set after the kernel was loaded.
    config.baseURL = apiBaseUrl();
    // The page's language, so the API mails a person in the language they act in (README, "Mails"),
    // not only in one a visitor chose with the language switch (the locale cookie).
    if (typeof window !== 'undefined') config.headers.set('Accept-Language', localeOfPath(window.location.pathname));
    startedAt.set(config, Date.now());
    return config;
  });
  client.interceptors.response.use(
    async (response) => {
      await holdGet(response.config);
      return response;
    },
    async (error: unknown) => {
      const config = error instanceof AxiosError ? error.config : undefined;
      if (config) await holdGet(config);
      const failure = normaliseError(error);
      if (failure.response?.status === 401) onUnauthorized(config?.url ?? '');
      throw failure;
    },
  );
  return client;
}

const startedAt = new WeakMap<InternalAxiosRequestConfig, number>();

/**
 * Spec §9: every data fetch keeps its loading state at least 200 ms, so a quick answer never makes
 * a loading indicator flash. Done once here, for every GET of every app, answered or failed.
 */
function holdGet(config: InternalAxiosRequestConfig): Promise<void> {
  const started = startedAt.get(config);
  if (config.method !== 'get' || started === undefined) return Promise.resolve();
  return pauseUntil(started + MINIMUM_LOADING_MS);
}

export const apiClient: AxiosInstance = createApiClient();
