import { appWithUsers } from '../../../test/support/app-with-users';
import { TestClock } from '../../../test/support/test-clock';
import { cookieHeaderFrom, createSignedInUser } from '../../../test/support/test-session';

// The default limits: 5 failures per account and address, 10 per account from everywhere. The
// clock stands still: a wait of a second does not run out while a busy machine serves the next guess.
const clock = new TestClock();
const shop = appWithUsers(0, { env: { SEED_DEMO_CATALOG: 'false' }, clock: clock.now });

const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    ...(cookie === undefined ? {} : { headers: { cookie } }),
  });

const deviceCookieOf = (answer: { headers: Record<string, unknown> }) =>
  cookieHeaderFrom(answer.headers['set-cookie'] as string[]).split('; ').find((pair) => pair.startsWith('device=')) ?? '';

/** The owner logs in once from their own browser, which keeps its `device` cookie. */
async function ownerWithDevice(address: string) {
  const owner = await createSignedInUser(shop.app, { remoteAddress: address });
  const answer = await login(owner.email, owner.password, address);
  expect(answer.statusCode).toBe(200);
  return { ...owner, device: deviceCookieOf(answer) };
}

describe('guessing at one account from many addresses', () => {
  it('gets no more than the per-account free guesses from 20 addresses of 5 guesses each, not 100', async () => {
    const owner = await ownerWithDevice('10.20.0.1');
    const statuses: number[] = [];
    for (let address = 1; address <= 20; address += 1) {
      for (let guess = 0; guess < 5; guess += 1) {
        statuses.push((await login(owner.email, `wrong-${address}-${guess}`, `198.51.100.${address}`)).statusCode);
      }
    }
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(90);
    // The right password from yet another address waits too: the account is being guessed at.
    const stranger = await login(owner.email, owner.password, '198.51.100.99');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's browser, which logged in before, gets in at once, from wherever it is now.
    const fromOwnDevice = await login(owner.email, owner.password, '203.0.113.50', owner.device);
    expect(fromOwnDevice.statusCode).toBe(200);
  });

  it('sets the device cookie HttpOnly, for the login only, and a logout makes the browser forget it', async () => {
    const owner = await createSignedInUser(shop.app, { remoteAddress: '10.20.0.2' });
    const answer = await login(owner.email, owner.password, '10.20.0.2');
    const line = ([] as string[]).concat(answer.headers['set-cookie'] as string[]).find((cookie) => cookie.startsWith('device='));
    expect(line).toMatch(/^device=[A-Za-z0-9_-]{43}; Max-Age=7776000; Path=\/api\/auth\/login; HttpOnly; SameSite=Lax$/);
    const logout = await shop.app.inject({ method: 'POST', url: '/api/auth/delete/cookies', headers: { cookie: cookieHeaderFrom(answer.headers['set-cookie']) } });
    const cleared = ([] as string[]).concat(logout.headers['set-cookie'] as string[]).find((cookie) => cookie.startsWith('device='));
    expect(cleared).toMatch(/^device=; Max-Age=0; Path=\/api\/auth\/login;/);
  });

  it('lets the owner in from the same office address where a colleague keeps guessing at the account', async () => {
    const owner = await ownerWithDevice('10.30.0.1');
    for (let guess = 0; guess < 8; guess += 1) await login(owner.email, `colleague-guess-${guess}`, '10.30.0.1');
    expect((await login(owner.email, owner.password, '10.30.0.1')).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, '10.30.0.1', owner.device)).statusCode).toBe(200);
  });

  it('does not take a device cookie of another account, nor one made up, as the owner\'s', async () => {
    const owner = await ownerWithDevice('10.40.0.1');
    const guesser = await ownerWithDevice('10.40.0.2');
    for (let guess = 0; guess < 12; guess += 1) await login(owner.email, `guess-${guess}`, `198.51.101.${guess}`);
    expect((await login(owner.email, owner.password, '10.40.0.2', guesser.device)).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, '10.40.0.2', `device=${'A'.repeat(43)}`)).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, '10.40.0.3', owner.device)).statusCode).toBe(200);
  });
});

describe('an IPv6 client', () => {
  it('is counted by its /64 network, not by each of its addresses', async () => {
    const owner = await ownerWithDevice('10.50.0.1');
    const statuses: number[] = [];
    for (let host = 1; host <= 8; host += 1) statuses.push((await login(owner.email, `v6-guess-${host}`, `2001:db8:7:7::${host.toString(16)}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});
