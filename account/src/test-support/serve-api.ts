import { apiClient } from '@shop/shared';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export type Answer = { status: number; data?: unknown; headers?: Record<string, string> } | 'no-response';

/** Answers the shop's HTTP calls in a component test without a server; returns the calls made. */
export function serveApi(route: (config: InternalAxiosRequestConfig) => Answer): string[] {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    const answer = route(config);
    if (answer === 'no-response') throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const response = { status: answer.status, data: answer.data, headers: answer.headers ?? {}, config, statusText: '' };
    if (answer.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}

export const testUser = {
  id: 'u1',
  name: 'Kari Nordmann',
  email: 'kari@firma.no',
  phone: '22334455',
  organization: { id: 'o1', name: 'Firma AS', invoiceType: 'email' as const },
};
