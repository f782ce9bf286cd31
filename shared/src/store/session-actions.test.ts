import type { ApiRequest } from '../api/api-client';
import { type Answer, serveCalls } from '../test-support/serve-calls';
import { on } from '../events/event-bus';
import {
  createContactPerson,
  createDeliveryAddress,
  createOrganization,
  deleteContactPerson,
  editOrganization,
  logOut,
  settleSessionFromPage,
  verifySession,
} from './session-actions';
import { shopStore } from './shop-store';

let calls: string[] = [];

/** Answers the client's HTTP calls by method and URL; `calls` lists the calls made since. */
function serve(route: (request: ApiRequest) => Answer): void {
  calls = serveCalls(route);
}

const user = {
  id: 'u1',
  name: 'Kari',
  email: 'kari@firma.no',
  phone: '22334455',
  organization: { id: 'o1', name: 'Firma AS', invoiceType: 'email' as const },
};
const organization = {
  name: 'Firma AS',
  organizationNumber: '912345688',
  address: { street: 'Gata 1', zipCode: '0150', area: 'Oslo' },
  invoiceAddress: null,
  invoiceType: 'email' as const,
  invoiceEmail: 'f@firma.no',
  invoiceReference: '',
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
  it('calls the cookie deletion, clears the user, the flag and the account lists, and tells listeners', async () => {
    shopStore.getState().logIn(user);
    shopStore.getState().setDeliveryAddresses([{ id: 'a1', recipient: '', street: 'Gata 1', zipCode: '0150', area: 'Oslo' }]);
    const changed = jest.fn();
    const stop = on('session:changed', changed);
    serve(() => ({ status: 200, data: { loggedOut: true } }));
    await logOut();
    stop();
    expect(calls).toEqual(['POST /auth/delete/cookies']);
    expect(shopStore.getState()).toMatchObject({ user: null, isLoggedIn: false, deliveryAddresses: [], contactPersons: [] });
    expect(changed).toHaveBeenCalledWith({ userId: null });
  });

  it('clears the browser side even when the server cannot be reached', async () => {
    shopStore.getState().logIn(user);
    serve(() => 'no-response');
    await expect(logOut()).rejects.toThrow();
    expect(shopStore.getState().isLoggedIn).toBe(false);
  });
});

describe('organisation status', () => {
  const registration = { ...organization, contact: { name: 'Kari', email: 'kari@firma.no', phone: '22334455' }, password: 'et-langt-passord' };

  it('is 202 after a registration, which logs the new user in', async () => {
    serve((config) => (config.url === '/organization' ? { status: 201, data: { id: 'o1', userId: 'u1' } } : { status: 200, data: user }));
    expect(await createOrganization(registration)).toEqual({ ordered: true, code: 202 });
    expect(shopStore.getState()).toMatchObject({ organizationStatus: { ordered: true, code: 202 }, isLoggedIn: true });
  });

  it('is 409 with the first error code, or 500 "Noe gikk galt" without an answer', async () => {
    serve(() => ({ status: 409, data: { Errors: [{ Code: 'EmailTaken', Message: 'taken' }] } }));
    expect(await createOrganization(registration)).toEqual({ ordered: true, code: 409, message: 'EmailTaken' });
    serve(() => 'no-response');
    expect(await createOrganization(registration)).toEqual({ ordered: true, code: 500, message: 'Noe gikk galt' });
    expect(shopStore.getState().isLoggedIn).toBe(false);
  });

  it('is 200 after an edit and 500 after a failed one', async () => {
    shopStore.getState().logIn(user);
    serve(() => ({ status: 200, data: user }));
    expect(await editOrganization(organization)).toEqual({ ordered: true, code: 200 });
    expect(calls[0]).toBe('POST /organization/o1');
    serve(() => ({ status: 400, data: {} }));
    expect(await editOrganization(organization)).toEqual({ ordered: true, code: 500 });
    shopStore.getState().resetOrganizationStatus();
    expect(shopStore.getState().organizationStatus).toEqual({ ordered: false, code: 0 });
  });
});

describe('contact persons and delivery addresses', () => {
  const contact = { name: 'Ola', email: 'ola@firma.no', phone: '90000000' };

  it('do nothing without a logged-in user or without a payload (spec §5)', async () => {
    serve(() => ({ status: 200, data: [] }));
    expect(await createContactPerson(contact)).toBeNull();
    await createDeliveryAddress({ recipient: '', street: 'Gata 1', zipCode: '0150', area: 'Oslo' });
    shopStore.getState().logIn(user);
    expect(await createContactPerson(null)).toBeNull();
    await createDeliveryAddress(undefined);
    await deleteContactPerson(null);
    expect(calls).toEqual([]);
  });

  it('set "Bruker opprettet" / 202 and reload the list after creating a contact', async () => {
    shopStore.getState().logIn(user);
    serve((config) => (config.method === 'post' ? { status: 201, data: { id: 'c1' } } : { status: 200, data: [{ id: 'c1', ...contact }] }));
    expect(await createContactPerson(contact)).toEqual({ code: 202, data: 'Bruker opprettet' });
    expect(calls).toEqual(['POST /organization/o1/customers', 'GET /organization/o1/contactPersons']);
    expect(shopStore.getState().contactPersons).toHaveLength(1);
    expect(shopStore.getState().loadingCount).toBe(0);
  });

  it('pass on the server status and data, or 500 "Noe gikk galt", and turn the loading indicator off', async () => {
    shopStore.getState().logIn(user);
    const data = { error: 'Conflict', message: 'Another contact person already uses this e-mail address' };
    serve(() => ({ status: 409, data }));
    expect(await createContactPerson(contact)).toEqual({ code: 409, data });
    serve(() => 'no-response');
    expect(await createContactPerson(contact)).toEqual({ code: 500, data: 'Noe gikk galt' });
    expect(shopStore.getState().loadingCount).toBe(0);
    shopStore.getState().resetContactCreationStatus();
    expect(shopStore.getState().contactCreationStatus).toBeNull();
  });
});
