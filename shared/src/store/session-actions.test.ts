import { type Answer, type ServedRequest, serveCalls } from '../test-support/serve-calls';
import { on } from '../events/event-bus';
import { logOut, settleSessionFromPage, verifySession } from './session-actions';
import { shopStore } from './shop-store';

let calls: string[] = [];

/** Answers the client's HTTP calls by method and URL; `calls` lists the calls made since. */
function serve(route: (request: ServedRequest) => Answer): void {
  calls = serveCalls(route);
}

const user = {
  id: 'u1',
  name: 'Kari',
  email: 'kari@firma.no',
  phone: '22334455',
  organization: { id: 'o1', name: 'Firma AS', invoiceType: 'email' as const },
};
beforeEach(() => {
  calls.length = 0;
  shopStore.getState().resetSession();
});

describe('the verify check at app start', () => {
  it('loads the user the verify answer names', async () => {
    serve((config) => (config.url === '/auth/verify' ? { status: 200, data: { userId: { userId: 'u1' } } } : { status: 200, data: user }));
    await verifySession();
    expect(shopStore.getState()).toMatchObject({ user, isLoggedIn: true, sessionChecked: true });
    expect(calls).toEqual(['GET /auth/verify', 'GET /auth/user/u1']);
  });

  it('only marks a held user logged in', async () => {
    shopStore.getState().logIn(user);
    shopStore.setState({ isLoggedIn: false });
    serve(() => ({ status: 200, data: { userId: { userId: 'u1' } } }));
    await verifySession();
    expect(shopStore.getState().isLoggedIn).toBe(true);
    expect(calls).toEqual(['GET /auth/verify']);
  });

  it('logs out without a userId, and when verify fails', async () => {
    serve(() => ({ status: 200, data: {} }));
    await verifySession();
    expect(shopStore.getState()).toMatchObject({ user: null, isLoggedIn: false, sessionChecked: true });
    serve(() => 'no-response');
    await verifySession();
    expect(shopStore.getState()).toMatchObject({ user: null, isLoggedIn: false, sessionChecked: true });
  });
});

describe('the verify check answered by the page', () => {
  it('logs in the user the page names, before any call', () => {
    serve(() => ({ status: 500, data: {} }));
    expect(settleSessionFromPage({ userId: { userId: 'u1' }, user })).toBe(true);
    expect(shopStore.getState()).toMatchObject({ user, isLoggedIn: true, sessionChecked: true });
    expect(calls).toEqual([]);
  });

  it('logs a visitor out at once', () => {
    serve(() => ({ status: 500, data: {} }));
    expect(settleSessionFromPage({})).toBe(true);
    expect(shopStore.getState()).toMatchObject({ user: null, isLoggedIn: false, sessionChecked: true });
    expect(calls).toEqual([]);
  });

  it('leaves a page naming a user it does not carry to the API', () => {
    expect(settleSessionFromPage({ userId: { userId: 'u1' } })).toBe(false);
    expect(shopStore.getState()).toMatchObject({ user: null, isLoggedIn: false, sessionChecked: false });
  });
});

describe('logout', () => {
  it('calls the cookie deletion, clears the user and the flag, and tells listeners', async () => {
    shopStore.getState().logIn(user);
    const changed = jest.fn();
    const stop = on('session:changed', changed);
    serve(() => ({ status: 200, data: { loggedOut: true } }));
    await logOut();
    stop();
    expect(calls).toEqual(['POST /auth/delete/cookies']);
    expect(shopStore.getState()).toMatchObject({ user: null, isLoggedIn: false });
    expect(changed).toHaveBeenCalledWith({ userId: null });
  });

  it('clears the browser side even when the server cannot be reached', async () => {
    shopStore.getState().logIn(user);
    serve(() => 'no-response');
    await expect(logOut()).rejects.toThrow();
    expect(shopStore.getState().isLoggedIn).toBe(false);
  });
});
