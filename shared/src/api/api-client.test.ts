import { type ApiRequest, apiClient, fetchTransport } from './api-client';
import { isApiError } from './http-error';

describe('apiClient', () => {
  afterEach(() => {
    apiClient.transport = fetchTransport;
  });

  it('keeps a quick GET loading for at least 200 ms', async () => {
    apiClient.transport = async () => ({ data: [], status: 200, headers: {} });
    const started = Date.now();
    const response = await apiClient.get('/product/menu');
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('holds a failed GET too, then passes the failure on as an ApiError without a response', async () => {
    apiClient.transport = async () => {
      throw new TypeError('Failed to fetch');
    };
    const started = Date.now();
    const failure = await apiClient.get('/product/menu').catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe('ERR_NETWORK');
    expect(isApiError(failure) && failure.response).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('does not hold a POST', async () => {
    apiClient.transport = async () => ({ data: {}, status: 202, headers: {} });
    const started = Date.now();
    await apiClient.post('/orders', {});
    expect(Date.now() - started).toBeLessThan(150);
  });

  it('sends JSON with its Content-Type, query values as text, and no body or Content-Type without one', async () => {
    const sent: ApiRequest[] = [];
    apiClient.transport = async (request) => {
      sent.push(request);
      return { data: '', status: 204, headers: {} };
    };
    await apiClient.post('/orders', { a: 1 }, { headers: { 'Idempotency-Key': 'k1' } });
    await apiClient.post('/auth/delete/cookies');
    await apiClient.get('/product/list', { params: { category: 'brannprodukter', limit: 24, offset: undefined } });
    expect(sent[0]).toMatchObject({ method: 'post', url: '/orders', data: '{"a":1}', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' } });
    expect(sent[1]?.data).toBeUndefined();
    expect(sent[1]?.headers['Content-Type']).toBeUndefined();
    expect(sent[2]?.params).toEqual({ category: 'brannprodukter', limit: '24' });
  });

  it('turns an answer of 400 or more into an ApiError holding status, body and headers', async () => {
    apiClient.transport = async () => ({ data: { error: 'Too Many Requests', message: 'Vent litt' }, status: 429, headers: { 'retry-after': '30' } });
    const failure = await apiClient.post('/auth/login', {}).catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect(isApiError(failure) && failure.response).toEqual({ status: 429, data: { error: 'Too Many Requests', message: 'Vent litt' }, headers: { 'retry-after': '30' } });
  });
});

describe('fetchTransport', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('calls the API under /api with cookies, and reads JSON, text and lower-case headers', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    globalThis.fetch = (async (input: string, init?: RequestInit) => {
      calls.push([input, init]);
      // jsdom has no Response: an answer with the parts the transport reads.
      const body = input.includes('menu') ? '[{"id":1}]' : 'plain';
      return { status: 200, headers: new Map([['X-Shop', 'yes']]), text: async () => body };
    }) as unknown as typeof fetch;
    const json = await fetchTransport({ method: 'get', url: '/product/menu', params: { limit: '2' }, headers: {} });
    const text = await fetchTransport({ method: 'post', url: '/other', params: {}, headers: {}, data: '{}' });
    expect(calls[0]?.[0]).toBe('/api/product/menu?limit=2');
    expect(calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(calls[1]?.[1]).toMatchObject({ method: 'POST', body: '{}' });
    expect(json).toEqual({ status: 200, data: [{ id: 1 }], headers: expect.objectContaining({ 'x-shop': 'yes' }) });
    expect(text.data).toBe('plain');
  });
});
