import { type Answer, type ServedRequest, serveCalls } from '@shop/shared/test-support';
import { shopStore } from '@shop/shared';
import { type DeliveryAddress } from '@shop/shared/contracts';
import {
  createContactPerson,
  createDeliveryAddress,
  createOrganization,
  deleteContactPerson,
  deleteDeliveryAddress,
  editContactPerson,
  editDeliveryAddress,
  editOrganization,
  loadDeliveryAddresses,
} from './account-actions';
import { accountStore } from './account-store';
import { testUser } from '@shop/shared/test-fixtures';

let calls: string[] = [];

/** Answers the client's HTTP calls by method and URL; `calls` lists the calls made since. */
function serve(route: (request: ServedRequest) => Answer | Promise<Answer>): void {
  calls = serveCalls(route);
}

const account = () => accountStore.getState();

const user = testUser({ email: 'kari@firma.no', phone: '22334455' });
const organization = {
  name: 'Firma AS',
  organizationNumber: '912345688',
  address: { street: 'Gata 1', zipCode: '0150', area: 'Oslo' },
  invoiceAddress: null,
  invoiceType: 'email' as const,
  invoiceEmail: 'f@firma.no',
  invoiceReference: '',
};
const address = { recipient: '', street: 'Gata 1', zipCode: '0150', area: 'Oslo' };

beforeEach(() => {
  calls = [];
  shopStore.getState().resetSession();
});

describe('organisation status', () => {
  const registration = { ...organization, contact: { name: 'Kari', email: 'kari@firma.no', phone: '22334455' }, password: 'et-langt-passord' };

  it('is 202 after a registration, which logs nobody in: the login e-mail is confirmed first', async () => {
    serve(() => ({ status: 201, data: { id: 'o1', userId: 'u1', confirmation: 'sent' } }));
    expect(await createOrganization(registration)).toEqual({ ordered: true, code: 202 });
    expect(calls).toEqual(['POST /organization']);
    expect(account().organizationStatus).toEqual({ ordered: true, code: 202 });
    expect(shopStore.getState().isLoggedIn).toBe(false);
  });

  it('stays 202 when the confirmation mail could not be sent, and says so', async () => {
    serve(() => ({ status: 201, data: { id: 'o1', userId: 'u1', confirmation: 'not-sent' } }));
    expect(await createOrganization(registration)).toEqual({ ordered: true, code: 202, message: 'ConfirmationNotSent' });
  });

  it('is 409 with the first error code, or 500 "Noe gikk galt" without an answer', async () => {
    serve(() => ({ status: 409, data: { Errors: [{ Code: 'EmailTaken', Message: 'taken' }] } }));
    expect(await createOrganization(registration)).toEqual({ ordered: true, code: 409, message: 'EmailTaken' });
    expect(account().organizationStatus).toEqual({ ordered: true, code: 409, message: 'EmailTaken' });
    serve(() => 'no-response');
    expect(await createOrganization(registration)).toEqual({ ordered: true, code: 500, message: 'Noe gikk galt' });
    expect(shopStore.getState().isLoggedIn).toBe(false);
  });

  it('is 200 after an edit, which reloads the user, and 500 after a failed one; it can be reset', async () => {
    shopStore.getState().logIn(user);
    serve((request) => (request.method === 'post' ? { status: 200, data: { id: 'o1', ...organization } } : { status: 200, data: { ...user, organization: { ...user.organization, name: 'Nytt AS' } } }));
    expect(await editOrganization({ ...organization, name: 'Nytt AS' })).toEqual({ ordered: true, code: 200 });
    expect(calls).toEqual(['POST /organization/o1', 'GET /auth/user/u1']);
    expect(shopStore.getState().user?.organization.name).toBe('Nytt AS');
    serve(() => ({ status: 400, data: {} }));
    expect(await editOrganization(organization)).toEqual({ ordered: true, code: 500 });
    expect(account().organizationStatus).toEqual({ ordered: true, code: 500 });
    account().resetOrganizationStatus();
    expect(account().organizationStatus).toEqual({ ordered: false, code: 0 });
  });

  it('is 500 after an edit without a logged-in user, and nothing is sent', async () => {
    serve(() => ({ status: 200, data: {} }));
    expect(await editOrganization(organization)).toEqual({ ordered: true, code: 500 });
    expect(calls).toEqual([]);
  });
});

describe('contact persons', () => {
  const contact = { name: 'Ola', email: 'ola@firma.no', phone: '90000000' };

  it('set "Bruker opprettet" / 202 and reload the list after creating a contact', async () => {
    shopStore.getState().logIn(user);
    serve((request) => (request.method === 'post' ? { status: 201, data: { id: 'c1' } } : { status: 200, data: [{ id: 'c1', ...contact }] }));
    expect(await createContactPerson(contact)).toEqual({ code: 202, data: 'Bruker opprettet' });
    expect(calls).toEqual(['POST /organization/o1/customers', 'GET /organization/o1/contactPersons']);
    expect(account().contactPersons).toEqual([{ id: 'c1', ...contact }]);
    expect(account().contactCreationStatus).toEqual({ code: 202, data: 'Bruker opprettet' });
    expect(shopStore.getState().loadingCount).toBe(0);
  });

  it('pass on the server status and data, or 500 "Noe gikk galt", and turn the loading indicator off', async () => {
    shopStore.getState().logIn(user);
    const data = { error: 'Conflict', message: 'Another contact person already uses this e-mail address' };
    serve(() => ({ status: 409, data }));
    expect(await createContactPerson(contact)).toEqual({ code: 409, data });
    expect(shopStore.getState().loadingCount).toBe(0);
    serve(() => 'no-response');
    expect(await createContactPerson(contact)).toEqual({ code: 500, data: 'Noe gikk galt' });
    expect(account().contactCreationStatus).toEqual({ code: 500, data: 'Noe gikk galt' });
    expect(shopStore.getState().loadingCount).toBe(0);
    account().resetContactCreationStatus();
    expect(account().contactCreationStatus).toBeNull();
  });

  it('make a contact the main contact with a body-less PUT, delete one, and reload the list each time', async () => {
    shopStore.getState().logIn(user);
    serve(() => ({ status: 200, data: [] }));
    await editContactPerson('c2');
    await deleteContactPerson('c3');
    expect(calls).toEqual([
      'PUT /organization/o1/contacts/c2',
      'GET /organization/o1/contactPersons',
      'DELETE /organization/o1/contacts/c3',
      'GET /organization/o1/contactPersons',
    ]);
  });
});

describe('delivery addresses', () => {
  it('are created, changed (without an id in the body) and deleted, and the list reloads after each', async () => {
    shopStore.getState().logIn(user);
    const bodies: Array<string | undefined> = [];
    serve((request) => {
      if (request.method === 'put') bodies.push(request.data);
      return { status: 200, data: request.method === 'get' ? [{ id: 'a1', ...address }] : { id: 'a1', ...address } };
    });
    await createDeliveryAddress(address);
    const stored: DeliveryAddress = { id: 'a1', ...address };
    await editDeliveryAddress('a1', stored);
    await deleteDeliveryAddress('a1');
    expect(calls).toEqual([
      'POST /organization/o1/deliveryAddress',
      'GET /organization/o1/deliveryAddress',
      'PUT /organization/o1/deliveryAddress/a1',
      'GET /organization/o1/deliveryAddress',
      'DELETE /organization/o1/deliveryAddress/a1',
      'GET /organization/o1/deliveryAddress',
    ]);
    expect(bodies.map((body): unknown => JSON.parse(body ?? '{}'))).toEqual([address]);
    expect(account().deliveryAddresses).toEqual([{ id: 'a1', ...address }]);
  });

  it('drop a late answer that belongs to a session that has ended', async () => {
    shopStore.getState().logIn(user);
    let answer: (value: Answer) => void = () => undefined;
    const asked = new Promise<void>((arrived) => {
      serve(
        () =>
          new Promise<Answer>((resolve) => {
            answer = resolve;
            arrived();
          }),
      );
    });
    const loading = loadDeliveryAddresses();
    await asked;
    shopStore.getState().logOut();
    answer({ status: 200, data: [{ id: 'a1', ...address }] });
    await loading;
    expect(account().deliveryAddresses).toEqual([]);
  });
});

describe('contact and address actions (spec §5)', () => {
  it('do nothing without a logged-in user or without a payload', async () => {
    serve(() => ({ status: 200, data: [] }));
    expect(await createContactPerson({ name: 'Ola', email: 'ola@firma.no', phone: '90000000' })).toBeNull();
    await createDeliveryAddress(address);
    await deleteDeliveryAddress('a1');
    await editContactPerson('c1');
    shopStore.getState().logIn(user);
    expect(await createContactPerson(null)).toBeNull();
    await createContactPerson(undefined);
    await createDeliveryAddress(undefined);
    await editDeliveryAddress('a1', null);
    await deleteContactPerson(null);
    await deleteDeliveryAddress(undefined);
    expect(calls).toEqual([]);
    expect(shopStore.getState().loadingCount).toBe(0);
  });
});
