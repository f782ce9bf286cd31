import { type TestApp, buildTestApp } from '../../../test/support/test-app';
import { DatabaseUnavailableError } from '../db/database-unavailable';

let testApp: TestApp;
const logged: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { SEED_DEMO_CATALOG: 'false' },
    logStream: { write: (line) => void logged.push(line) },
    beforeReady: (app) => {
      app.post('/api/test/echo', { schema: { body: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } } }, async (request) => request.body);
      app.get('/api/test/database-away', async () => {
        throw new DatabaseUnavailableError('the database does not answer: connect ECONNREFUSED 10.0.0.5:5432', {
          cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
        });
      });
      app.get('/api/test/explode', async () => {
        throw new Error('connection to 10.0.0.5 refused at Pool.connect (db.ts:42)');
      });
    },
  });
});

afterAll(async () => {
  await testApp.close();
});

describe('the error handler', () => {
  it('answers a database that does not answer with 503, Retry-After and plain words, not a 500 naming the server', async () => {
    const response = await testApp.app.inject('/api/test/database-away');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ error: 'Service Unavailable', message: "The shop's database does not answer right now. Try again in a moment." });
    expect(response.body).not.toContain('10.0.0.5');
  });

  it('answers an unknown API route with a 404 JSON body', async () => {
    const response = await testApp.app.inject('/api/does/not/exist');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'There is no route GET /api/does/not/exist' });
  });

  it('answers a wrong method on a known path with 404 JSON too', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/api/product/list' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Not Found');
  });

  it('answers a malformed JSON body with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ola",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: 'The request body is not valid JSON' });
  });

  it('names the missing field of an invalid body', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/echo', payload: { other: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: 'name is required',
      details: [{ field: 'name', message: 'name is required' }],
    });
  });

  it('masks a 5xx and logs it with the request', async () => {
    const response = await testApp.app.inject('/api/test/explode');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error', message: 'Something went wrong on our side' });
    expect(response.body).not.toContain('10.0.0.5');
    const entry = logged.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
    expect(entry).toMatchObject({ method: 'GET', url: '/api/test/explode', err: { message: expect.stringContaining('10.0.0.5') } });
  });
});
