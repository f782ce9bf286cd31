import { emit, shopStore } from '@shop/shared';
import type { DeliveryAddress } from '@shop/shared/contracts';
import { serveCalls } from '@shop/shared/test-support';
import { cartStore } from './cart-store';
import { createDeliveryAddress, loadDeliveryAddresses } from './delivery-address-actions';
import { testUser } from '@shop/shared/test-fixtures';

const user = testUser({ email: 'k@example.com', phone: '', organization: { id: 'o1', name: 'F', invoiceType: 'email' } });
const address = { recipient: '', street: 'Nygata 3', zipCode: '1234', area: 'Hamar' };

let saved: DeliveryAddress[] = [];
let listAnswers = true;
let calls: string[] = [];
beforeEach(() => {
  saved = [{ id: 'a1', recipient: 'Varemottak', street: 'Lagerveien 7', zipCode: '0580', area: 'Oslo' }];
  listAnswers = true;
  calls = serveCalls((request) => {
    if (request.url !== '/organization/o1/deliveryAddress') return { status: 404, data: {} };
    if (request.method === 'post') {
      saved.push({ id: `a${saved.length + 1}`, ...(JSON.parse(String(request.data)) as typeof address) });
      return { status: 201, data: saved.at(-1) };
    }
    return listAnswers ? { status: 200, data: [...saved] } : { status: 500, data: {} };
  });
});

const addresses = () => cartStore.getState().deliveryAddresses;

describe('delivery addresses at checkout', () => {
  it('lists the organisation’s addresses for the logged-in user', async () => {
    shopStore.getState().logIn(user);
    await loadDeliveryAddresses();
    expect(addresses()).toEqual(saved);
  });

  it('saves a new address, reloads the list and answers the saved address', async () => {
    shopStore.getState().logIn(user);
    expect(await createDeliveryAddress(address)).toEqual({ id: 'a2', ...address });
    expect(calls).toEqual(['POST /organization/o1/deliveryAddress', 'GET /organization/o1/deliveryAddress']);
    expect(addresses().map((entry) => entry.id)).toEqual(['a1', 'a2']);
  });

  it('offers a saved address even when the fresh list does not come', async () => {
    shopStore.getState().logIn(user);
    listAnswers = false;
    expect(await createDeliveryAddress(address)).toEqual({ id: 'a2', ...address });
    expect(addresses()).toEqual([{ id: 'a2', ...address }]);
  });

  it('does nothing without a logged-in user or without an address (spec §5)', async () => {
    expect(await createDeliveryAddress(address)).toBeNull();
    await loadDeliveryAddresses();
    shopStore.getState().logIn(user);
    expect(await createDeliveryAddress(null)).toBeNull();
    expect(await createDeliveryAddress(undefined)).toBeNull();
    expect(calls).toEqual([]);
    expect(addresses()).toEqual([]);
  });

  it('forgets the last organisation’s addresses when the session changes', async () => {
    shopStore.getState().logIn(user);
    await loadDeliveryAddresses();
    emit('session:changed', { userId: null });
    expect(addresses()).toEqual([]);
  });

  it('drops a list that arrives after the user logged out', async () => {
    shopStore.getState().logIn(user);
    const loading = loadDeliveryAddresses();
    shopStore.getState().logOut();
    await loading;
    expect(addresses()).toEqual([]);
  });
});
