import axios, { AxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';
import { normaliseError } from '../api/http-client';

/** One read of the API for a render on the server: a GET of a path with its query. */
export type ApiRead = (path: string) => Promise<{ status: number; contentType: string; body: string }>;

/**
 * The API client of one render on the server: the shop's client's rules (JSON, `/api`, an
 * ApiError for an answer of 400 or more) over `read`, which the server answers in its own process
 * for the page's request. No minimum loading time (nobody watches a spinner on the server) and no
 * logout on a 401.
 */
export function createRenderApiClient(read: ApiRead): AxiosInstance {
  const adapter: AxiosAdapter = async (config) => {
    const answer = await read(axios.getUri(config));
    const data: unknown = answer.contentType.includes('json') && answer.body !== '' ? JSON.parse(answer.body) : answer.body;
    const response = { data, status: answer.status, statusText: '', headers: { 'content-type': answer.contentType }, config, request: {} };
    if (config.validateStatus?.(answer.status) ?? true) return response;
    throw new AxiosError(`The API answered ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  const client = axios.create({ baseURL: '/api', adapter, headers: { Accept: 'application/json' }, validateStatus: (status) => status < 400 });
  client.interceptors.response.use(undefined, (error: unknown) => {
    throw normaliseError(error);
  });
  return client;
}
