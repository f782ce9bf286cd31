import { apiClient } from './api-client';

describe('apiClient', () => {
  it('keeps a quick GET loading for at least 200 ms', async () => {
    const started = Date.now();
    const response = await apiClient.get('/product/menu', {
      adapter: async (config) => ({ data: [], status: 200, statusText: 'OK', headers: {}, config }),
    });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('holds a failed GET too, then passes the failure on', async () => {
    const started = Date.now();
    await expect(
      apiClient.get('/product/menu', {
        adapter: async (config) => {
          throw Object.assign(new Error('Network Error'), { config });
        },
      }),
    ).rejects.toThrow('Network Error');
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('does not hold a POST', async () => {
    const started = Date.now();
    await apiClient.post('/orders', {}, { adapter: async (config) => ({ data: {}, status: 202, statusText: 'Accepted', headers: {}, config }) });
    expect(Date.now() - started).toBeLessThan(150);
  });
});
