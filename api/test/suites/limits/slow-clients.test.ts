import { type AddressInfo, Socket, connect } from 'node:net';
import { type TestApp, buildTestApp } from '../../support/test-app';

// Real clients on real sockets against the listening app: a body dripped in, a body that takes too
// long, and more connections than one client may hold.

interface Listening {
  shop: TestApp;
  port: number;
}

async function listening(env: Record<string, string>): Promise<Listening> {
  const shop = await buildTestApp({ env: { SEED_DEMO_CATALOG: 'false', ...env } });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  return { shop, port: (shop.app.server.address() as AddressInfo).port };
}

/** A connection that collects what the server sends and notes when it closes. */
function open(port: number) {
  const socket = connect({ port, host: '127.0.0.1' });
  const state = { received: '', closedAt: 0 };
  socket.setEncoding('utf8');
  socket.on('data', (text: string) => (state.received += text));
  socket.on('error', () => undefined);
  socket.on('close', () => (state.closedAt = performance.now()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, state, connected };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, however long a busy machine takes (the test's own timeout bounds it). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await pause(10);
}

/** Sends the headers of a JSON POST announcing `length` bytes of body. */
function postHeaders(socket: Socket, path: string, length: number): void {
  socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`);
}

/** Writes `body` a few bytes at a time until the connection closes or the body is out. */
async function drip(connection: ReturnType<typeof open>, body: string, bytesPerStep: number, stepMs: number): Promise<void> {
  for (let at = 0; at < body.length && connection.state.closedAt === 0 && !connection.socket.destroyed; at += bytesPerStep) {
    connection.socket.write(body.slice(at, at + bytesPerStep));
    await pause(stepMs);
  }
}

/** A login whose body is dripped in; how long the server held the connection and what it answered. */
async function dripLogin(port: number, body: string, bytesPerStep: number, stepMs: number) {
  const client = open(port);
  await client.connected;
  const started = performance.now();
  postHeaders(client.socket, '/api/auth/login', body.length);
  await drip(client, body, bytesPerStep, stepMs);
  return { heldMs: client.state.closedAt === 0 ? Number.POSITIVE_INFINITY : client.state.closedAt - started, received: client.state.received };
}

describe('a body that arrives too slowly', () => {
  let rate: Listening;
  let bound: Listening;
  beforeAll(async () => {
    // The default minimum rate (512 bytes a second after the first 5 s), and a 30 s bound.
    rate = await listening({ BODY_TIMEOUT_SECONDS: '30', CONNECTIONS_PER_CLIENT: '5' });
    // No minimum rate, but the whole body within 3 s.
    bound = await listening({ BODY_TIMEOUT_SECONDS: '3', BODY_MIN_BYTES_PER_SECOND: '0' });
  }, 60_000);
  afterAll(async () => {
    await rate?.shop.close();
    await bound?.shop.close();
  });

  it('is answered 408 and its connection closed once it comes slower than the minimum rate (one byte every 300 ms)', async () => {
    const body = JSON.stringify({ email: 'kari@example.com', password: 'x'.repeat(150) });
    const { heldMs, received } = await dripLogin(rate.port, body, 1, 300);
    // Not before the first 5 s of grace, and by the rate, not the 30 s bound (however busy the machine).
    expect(heldMs).toBeGreaterThan(4_500);
    expect(heldMs).toBeLessThan(30_000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('The request body arrived too slowly');
  }, 40_000);

  it('is cut at BODY_TIMEOUT_SECONDS however steadily it comes', async () => {
    const body = JSON.stringify({ email: 'kari@example.com', password: 'y'.repeat(2_000) });
    const { heldMs, received } = await dripLogin(bound.port, body, 50, 100);
    // Not before the bound; the 408 itself says it was cut before the whole body (4 s of it) was in.
    expect(heldMs).toBeGreaterThan(2_900);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);

  it('leaves a body sent at a normal pace alone', async () => {
    const body = JSON.stringify({ email: 'kari@example.com', password: 'not the password' });
    const client = open(rate.port);
    await client.connected;
    postHeaders(client.socket, '/api/auth/login', body.length);
    await drip(client, body, 16, 20);
    await until(() => client.state.received !== '' || client.state.closedAt > 0);
    client.socket.destroy();
    expect(client.state.received).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('lets one client hold only CONNECTIONS_PER_CLIENT connections at once', async () => {
    const held = Array.from({ length: 5 }, () => open(rate.port));
    await Promise.all(held.map((connection) => connection.connected));
    const extra = open(rate.port);
    await until(() => extra.state.closedAt > 0);
    expect(held.every((connection) => connection.state.closedAt === 0)).toBe(true);
    // One closes: a new connection is served again, once the server has seen the close.
    held[0]!.socket.destroy();
    let next = open(rate.port);
    for (;;) {
      await next.connected;
      next.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await until(() => next.state.received !== '' || next.state.closedAt > 0);
      if (next.state.received !== '') break;
      next = open(rate.port);
    }
    expect(next.state.received).toMatch(/^HTTP\/1\.1 200 /);
    for (const connection of [...held, next]) connection.socket.destroy();
  });
});
