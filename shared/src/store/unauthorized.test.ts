import { apiClient } from '../api/http-client';
import { serveCalls } from '../test-support/serve-calls';
import { shopStore } from './shop-store';

const user = {
  id: 'u1',
  name: 'Kari',
  email: 'kari@firma.no',
  phone: '22334455',
  organization: { id: 'o1', name: 'Firma AS', invoiceType: 'email' as const },
};

describe('a 401 and the customer’s session on the page', () => {
  beforeEach(() => {
    shopStore.getState().resetSession();
    shopStore.getState().logIn(user);
    serveCalls(() => ({ status: 401, data: { error: 'Unauthorized', message: 'Log in' } }));
  });

  it('ends the customer’s session when a customer’s call is refused', async () => {
    await expect(apiClient.get('/organization/o1')).rejects.toBeDefined();
    expect(shopStore.getState().isLoggedIn).toBe(false);
  });

  it('leaves it when a staff route is refused: no staff session is the customer’s', async () => {
    await expect(apiClient.get('/staff/me')).rejects.toBeDefined();
    await expect(apiClient.post('/staff/login/totp', { code: '000000' })).rejects.toBeDefined();
    expect(shopStore.getState().isLoggedIn).toBe(true);
  });
});
