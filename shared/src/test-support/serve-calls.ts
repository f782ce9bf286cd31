import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/http-client';

/** An answer for a component or store test; 'no-response' stands for a server that is down. */
export type Answer = { status: number; data?: unknown; headers?: Record<string, string> } | 'no-response';

/** One call as the test sees it: the path under the API's base URL, its query and its JSON body. */
export interface ServedRequest {
  method: 'get' | 'post' | 'put' | 'delete';
  url: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  /** The body as sent (JSON text), when there is one. */
  data?: string;
}

/**
 * Answers the shop's HTTP calls in a test without a server, in place of axios's network adapter
 * (the client still turns statuses of 400 or more into ApiErrors). Returns the calls made, as
 * "GET /url".
 */
export function serveCalls(route: (request: ServedRequest) => Answer | Promise<Answer>): string[] {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toLowerCase() as ServedRequest['method'];
    const url = config.url ?? '';
    calls.push(`${method.toUpperCase()} ${url}`);
    const request: ServedRequest = {
      method,
      url,
      params: (config.params ?? {}) as Record<string, unknown>,
      headers: Object.fromEntries(Object.entries(config.headers.toJSON()).map(([name, value]) => [name, String(value)])),
      ...(typeof config.data === 'string' ? { data: config.data } : {}),
    };
    const answer = await route(request);
    if (answer === 'no-response') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = { status: answer.status, statusText: '', data: answer.data ?? '', headers: answer.headers ?? {}, config, request: {} };
    if (config.validateStatus && !config.validateStatus(response.status)) {
      throw new AxiosError(`status ${response.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}
