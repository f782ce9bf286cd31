import { type TestApp, buildTestApp } from '../../../test/support/test-app';

let testApp: TestApp;
let openGate: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});
let markEntered: () => void = () => undefined;
const entered = new Promise<void>((resolve) => {
  markEntered = resolve;
});

beforeAll(async () => {
  testApp = await buildTestApp({
    beforeReady: (app) => {
      // A request still in its handler when the stop begins, answered after it on a keep-alive connection.
      app.get('/test/slow-read', async () => {
        markEntered();
        await gate;
        const [row] = await app.db.query<{ answer: number }>('SELECT 42 AS answer');
        return { answer: Number(row?.answer) };
      });
    },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

it('a stop answers the request under way, with Connection: close, and ends within moments', async () => {
  const address = testApp.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  const answer = fetch(`http://127.0.0.1:${address.port}/test/slow-read`);
  await entered;
  const started = Date.now();
  const closed = testApp.app.close();
  // The stop's first step (preClose) runs after close() returns.
  await new Promise((resolve) => setTimeout(resolve, 100));
  openGate();
  const response = await answer;
  expect(response.status).toBe(200);
  expect(response.headers.get('connection')).toBe('close');
  expect(await response.json()).toEqual({ answer: 42 });
  await closed;
  // Without the header the stop waited for the client's idle connection: Fastify's 72 s keep-alive.
  expect(Date.now() - started).toBeLessThan(5_000);
}, 30_000);
