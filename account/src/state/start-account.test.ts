import { i18n, shopStore } from '@shop/shared';
import { accountStore } from './account-store';

const someone = {
  id: 'u1',
  name: 'Kari',
  email: 'kari@firma.no',
  phone: '22334455',
  organization: { id: 'o1', name: 'Firma AS', invoiceType: 'email' as const },
};

function fillAccount(): void {
  const account = accountStore.getState();
  account.setDeliveryAddresses([{ id: 'a1', recipient: '', street: 'Gata 1', zipCode: '0150', area: 'Oslo' }]);
  account.setContactPersons([{ id: 'c1', name: 'Ola', email: 'ola@firma.no', phone: '90000000', isMainContact: true, canLogIn: true }]);
  account.setOrganizationStatus({ ordered: true, code: 200 });
  account.setContactCreationStatus({ code: 202, data: 'Bruker opprettet' });
}

const EMPTY = { deliveryAddresses: [], contactPersons: [], organizationStatus: { ordered: false, code: 0 }, contactCreationStatus: null };

// The test set-up imports the start module, as every exposed module does.
describe('the account at start', () => {
  beforeEach(() => shopStore.getState().resetSession());

  it('has added its texts, in both languages, to the page', () => {
    expect(i18n.getFixedT('nb', 'account')('addressBook.street')).toBe('Gateadresse');
    expect(i18n.getFixedT('en', 'account')('account.loginHeading')).toBe('Log in');
  });

  it('empties its lists and statuses when the user logs out', () => {
    shopStore.getState().logIn(someone);
    fillAccount();
    shopStore.getState().logOut();
    expect(accountStore.getState()).toMatchObject(EMPTY);
  });

  it('empties them when someone else logs in, and keeps them while the same person stays', () => {
    shopStore.getState().logIn(someone);
    fillAccount();
    shopStore.getState().logIn({ ...someone, name: 'Kari N.' });
    expect(accountStore.getState().contactPersons).toHaveLength(1);
    shopStore.getState().logIn({ ...someone, id: 'u2' });
    expect(accountStore.getState()).toMatchObject(EMPTY);
  });
});
