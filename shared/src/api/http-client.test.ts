import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { apiClient, whenUnauthorized } from './http-client';
import { ApiError, isApiError } from './http-error';

const realAdapter = apiClient.defaults.adapter;

function answerWith(respond: (config: InternalAxiosRequestConfig) => Partial<AxiosResponse> | Error): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const answer = respond(config);
    if (answer instanceof Error) throw Object.assign(answer, { config });
    const response = { data: '', status: 200, statusText: '', headers: {}, config, request: {}, ...answer } as AxiosResponse;
    const validate = config.validateStatus;
    if (validate && !validate(response.status)) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`status ${response.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return seen;
}

describe('apiClient', () => {
  afterEach(() => {
    apiClient.defaults.adapter = realAdapter;
    whenUnauthorized(() => undefined);
  });

  it('keeps a quick GET loading for at least 200 ms', async () => {
    answerWith(() => ({ data: [], status: 200 }));
    const started = Date.now();
    const response = await apiClient.get('/product/menu');
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('holds a failed GET too, then passes the failure on as an ApiError without a response', async () => {
    const { AxiosError } = await import('axios');
    answerWith(() => new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    const started = Date.now();
    const failure = await apiClient.get('/product/menu').catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe('ERR_NETWORK');
    expect(isApiError(failure) && failure.response).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('calls a timeout a timeout', async () => {
    const { AxiosError } = await import('axios');
    answerWith(() => new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED));
    const failure = await apiClient.post('/orders', {}).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe('ERR_TIMEOUT');
  });

  it('does not hold a POST', async () => {
    answerWith(() => ({ data: {}, status: 202 }));
    const started = Date.now();
    await apiClient.post('/orders', {});
    expect(Date.now() - started).toBeLessThan(150);
  });

  it('sends JSON under /api with cookies, query values as given, and no body when there is none', async () => {
    const sent = answerWith(() => ({ status: 204 }));
    await apiClient.post('/orders', { a: 1 }, { headers: { 'Idempotency-Key': 'k1' } });
    await apiClient.post('/auth/delete/cookies');
    await apiClient.get('/product/list', { params: { category: 'brannprodukter', limit: 24, offset: undefined } });
    expect(sent[0]?.baseURL).toBe('/api');
    expect(sent[0]?.withCredentials).toBe(true);
    expect(sent[0]?.data).toBe('{"a":1}');
    expect(sent[0]?.headers['Content-Type']).toBe('application/json');
    expect(sent[0]?.headers['Idempotency-Key']).toBe('k1');
    expect(sent[1]?.data).toBeUndefined();
    expect(sent[2]?.params).toEqual({ category: 'brannprodukter', limit: 24, offset: undefined });
  });

  it("names the page's language on every call, read from the path at the moment of the call", async () => {
    const sent = answerWith(() => ({ status: 204 }));
    const startPath = window.location.pathname;
    try {
      window.history.pushState(null, '', '/en/account/orders');
      await apiClient.post('/orders', {});
      window.history.pushState(null, '', '/min-side/ordre');
      await apiClient.post('/orders', {});
      // A page asking for another language of its own call keeps the page's: the API reads one rule.
      window.history.pushState(null, '', '/en');
      await apiClient.post('/orders', {}, { headers: { 'Accept-Language': 'nb' } });
    } finally {
      window.history.pushState(null, '', startPath);
    }
    expect(sent.map((config) => config.headers['Accept-Language'])).toEqual(['en', 'nb', 'en']);
  });

  it("turns an answer of 400 or more into an ApiError with the status, the API's plain message, body and headers", async () => {
    answerWith(() => ({ data: { error: 'Too Many Requests', message: 'Vent litt' }, status: 429, headers: { 'Retry-After': '30' } }));
    const failure = await apiClient.post('/auth/login', {}).catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect(isApiError(failure) && failure.message).toBe('Vent litt');
    expect(isApiError(failure) && failure.response).toEqual({ status: 429, data: { error: 'Too Many Requests', message: 'Vent litt' }, headers: { 'retry-after': '30' } });
    expect(isApiError(failure) && failure.retryAfterSeconds).toBe(30);
  });

  it('reads Retry-After as seconds or as a date, and leaves it undefined when the API did not say', () => {
    const refused = (headers: Record<string, string>) => new ApiError('x', 'ERR_BAD_RESPONSE', { status: 429, data: {}, headers });
    expect(refused({ 'retry-after': '3600' }).retryAfterSeconds).toBe(3600);
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    expect(refused({ 'retry-after': inTwoMinutes }).retryAfterSeconds).toBeGreaterThanOrEqual(119);
    expect(refused({ 'retry-after': inTwoMinutes }).retryAfterSeconds).toBeLessThanOrEqual(120);
    expect(refused({ 'retry-after': 'Mon, 01 Jan 2001 00:00:00 GMT' }).retryAfterSeconds).toBe(0);
    expect(refused({ 'retry-after': 'soon' }).retryAfterSeconds).toBeUndefined();
    expect(refused({}).retryAfterSeconds).toBeUndefined();
    expect(new ApiError('no answer', 'ERR_NETWORK').retryAfterSeconds).toBeUndefined();
  });

  it('tells the session about a 401', async () => {
    const heard: string[] = [];
    whenUnauthorized((url) => heard.push(url));
    answerWith(() => ({ data: { error: 'Unauthorized', message: 'Logg inn' }, status: 401 }));
    await apiClient.get('/productUser/list').catch(() => undefined);
    expect(heard).toEqual(['/productUser/list']);
  });
});
