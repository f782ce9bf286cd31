import { setLocale, shopStore } from '@shop/shared';
/** Answers the shop's HTTP calls in a component test without a server; returns the calls made. */
export { serveCalls as serveApi } from '@shop/shared/test-support';

export const testUser = {
  id: 'u1',
  name: 'Kari Nordmann',
  email: 'kari@firma.no',
  phone: '22334455',
  organization: { id: 'o1', name: 'Firma AS', invoiceType: 'email' as const },
};

/** Every test of the file starts on a page in `locale` with testUser logged in. */
export function loggedInBeforeEach(locale: 'nb' | 'en' = 'nb'): void {
  beforeEach(async () => {
    await setLocale(locale);
    shopStore.getState().resetSession();
    shopStore.getState().logIn(testUser);
  });
}
