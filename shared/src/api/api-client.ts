import { ApiError } from './http-error';
import { withMinimumDelay } from './minimum-delay';

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

export type ApiMethod = 'get' | 'post' | 'put' | 'delete';
export type QueryParams = Record<string, string | number | boolean | undefined>;

/** One call as the transport sends it: `url` is the path under the API's base URL. */
export interface ApiRequest {
  method: ApiMethod;
  url: string;
  params: Record<string, string>;
  headers: Record<string, string>;
  /** The JSON body, when there is one. */
  data?: string;
}

export interface ApiResponse<T> {
  status: number;
  data: T;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** Sends a request and gives the answer whatever its status; throws only when there is none. */
export type Transport = (request: ApiRequest) => Promise<ApiResponse<unknown>>;

export interface CallOptions {
  params?: QueryParams;
  headers?: Record<string, string>;
}

/** An answer slower than this counts as no answer (ERR_TIMEOUT). */
const TIMEOUT_MS = 15_000;

function apiBaseUrl(): string {
  if (typeof window === 'undefined') return '/api';
  return window.__SHOP_SETTINGS__?.apiBaseUrl ?? '/api';
}

function addressOf(request: ApiRequest): string {
  const query = new URLSearchParams(request.params).toString();
  return `${apiBaseUrl()}${request.url}${query ? `?${query}` : ''}`;
}

/** The answer's body: JSON when it parses, else its text ('' when empty). */
function bodyOf(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The browser's fetch, cookies included; a relative base URL resolves against the page. */
export const fetchTransport: Transport = async (request) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const answer = await fetch(addressOf(request), {
      method: request.method.toUpperCase(),
      headers: request.headers,
      body: request.data,
      credentials: 'include',
      signal: controller.signal,
    });
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return { status: answer.status, data: bodyOf(await answer.text()), headers };
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(`No answer within ${TIMEOUT_MS / 1000} s`, 'ERR_TIMEOUT');
    throw error;
  } finally {
    clearTimeout(timer);
  }
};

function queryOf(params: QueryParams | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) query[name] = String(value);
  return query;
}

/**
 * The one HTTP client of the shop, on the browser's fetch: JSON in and out, cookies included, an
 * ApiError for an answer of 400 or more or for no answer. `transport` is replaceable so component
 * tests can answer calls without a server.
 */
class ApiClient {
  transport: Transport = fetchTransport;

  get<T>(url: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
    return this.call<T>('get', url, undefined, options);
  }

  post<T = unknown>(url: string, body?: unknown, options: CallOptions = {}): Promise<ApiResponse<T>> {
    return this.call<T>('post', url, body, options);
  }

  put<T = unknown>(url: string, body?: unknown, options: CallOptions = {}): Promise<ApiResponse<T>> {
    return this.call<T>('put', url, body, options);
  }

  delete<T = unknown>(url: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
    return this.call<T>('delete', url, undefined, options);
  }

  private async call<T>(method: ApiMethod, url: string, body: unknown, options: CallOptions): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    // No body, no Content-Type: the API refuses an empty body declared as JSON.
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const request: ApiRequest = { method, url, params: queryOf(options.params), headers, ...(body !== undefined ? { data: JSON.stringify(body) } : {}) };
    const send = async (): Promise<ApiResponse<T>> => {
      const response = await this.transport(request).catch((error: unknown) => {
        if (error instanceof ApiError) throw error;
        throw new ApiError(error instanceof Error ? error.message : 'Network error', 'ERR_NETWORK');
      });
      if (response.status >= 400) throw new ApiError(`The API answered ${response.status}`, 'ERR_BAD_RESPONSE', response);
      return response as ApiResponse<T>;
    };
    // Spec §9: every data fetch keeps its loading state at least 200 ms, so a quick answer never
    // makes a loading indicator flash. Done once here, for every GET of every app.
    return method === 'get' ? withMinimumDelay(send()) : send();
  }
}

export const apiClient = new ApiClient();
