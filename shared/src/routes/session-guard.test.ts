import { getRoute } from './route-table';
import { safeReturnPath } from './route-table';
import { isLoginPage } from './login-page';
import { guardDecision, loginRedirectHref } from './session-guard';

const visitor = { isLoggedIn: false, sessionChecked: true };
const at = (pathname: string, search = '') => ({ locale: pathname.startsWith('/en') ? ('en' as const) : ('nb' as const), pathname, search });

describe('the auth guard', () => {
  it('lets anyone see routes that are not guarded', () => {
    expect(guardDecision(getRoute('products'), visitor, at('/produkter'))).toEqual({ kind: 'allow' });
    expect(guardDecision(getRoute('account-login'), visitor, at('/min-side/logg-inn'))).toEqual({ kind: 'allow' });
  });

  it('sends a visitor on a guarded route to the login page and back', () => {
    expect(guardDecision(getRoute('account'), visitor, at('/min-side'))).toEqual({
      kind: 'redirect',
      to: '/min-side?page=login&returnTo=%2Fmin-side',
    });
    expect(guardDecision(getRoute('checkout'), visitor, at('/en/cart/checkout'))).toEqual({
      kind: 'redirect',
      to: '/en/account?page=login&returnTo=%2Fen%2Fcart%2Fcheckout',
    });
  });

  it('shows the account route itself when it is the login page', () => {
    expect(guardDecision(getRoute('account'), visitor, at('/min-side', '?page=login'))).toEqual({ kind: 'allow' });
  });

  it('waits for the app-start check before deciding, and lets a logged-in user through', () => {
    expect(guardDecision(getRoute('account-orders'), { isLoggedIn: false, sessionChecked: false }, at('/min-side/ordre'))).toEqual({
      kind: 'wait',
    });
    expect(guardDecision(getRoute('account-orders'), { isLoggedIn: true, sessionChecked: true }, at('/min-side/ordre'))).toEqual({
      kind: 'allow',
    });
  });
});

describe('a logged-in person on a login page', () => {
  const user = { isLoggedIn: true, sessionChecked: true };

  it('is sent to the account, in the page’s language, from every form of the login page', () => {
    expect(guardDecision(getRoute('account-login'), user, at('/min-side/logg-inn'))).toEqual({ kind: 'redirect', to: '/min-side' });
    expect(guardDecision(getRoute('login'), user, at('/en/login'))).toEqual({ kind: 'redirect', to: '/en/account' });
    expect(guardDecision(getRoute('account'), user, at('/en/account', '?page=login'))).toEqual({ kind: 'redirect', to: '/en/account' });
    // The account route's other pages are theirs to see.
    expect(guardDecision(getRoute('account'), user, at('/min-side', '?page=contacts'))).toEqual({ kind: 'allow' });
  });

  it('goes on to the page a login there would have returned to, never to another login or logout page', () => {
    expect(guardDecision(getRoute('account'), user, at('/min-side', '?page=login&returnTo=%2Fhandlekurv%2Fkasse'))).toEqual({
      kind: 'redirect',
      to: '/handlekurv/kasse',
    });
    for (const back of ['/min-side/logg-inn', '/min-side?page=login', '/logout', '/en/account/logout', '/callback', '//evil.example', '/nope/nope']) {
      expect(guardDecision(getRoute('account-login'), user, at('/min-side/logg-inn', `?returnTo=${encodeURIComponent(back)}`))).toEqual({ kind: 'redirect', to: '/min-side' });
    }
  });

  it('stays on the page of a mailed confirmation link, to press its button (a change of their login e-mail)', () => {
    expect(guardDecision(getRoute('account-login'), user, at('/min-side/logg-inn', '?confirm=AAAA'))).toEqual({ kind: 'allow' });
    expect(guardDecision(getRoute('account-login'), user, at('/en/account/log-in', '?confirm=AAAA'))).toEqual({ kind: 'allow' });
    // Once pressed, the page says what it did: the login page again, which a logged-in person leaves.
    expect(guardDecision(getRoute('account-login'), user, at('/min-side/logg-inn', '?confirmed=email'))).toEqual({ kind: 'redirect', to: '/min-side' });
  });
});

describe('return paths', () => {
  it('keeps pages of the shop with their query', () => {
    expect(safeReturnPath('/produkter/AX-1')).toBe('/produkter/AX-1');
    expect(safeReturnPath('/en/results?search=kamera')).toBe('/en/results?search=kamera');
  });

  it('refuses other sites and unknown paths', () => {
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/nope/nope/nope', '/.//kontakt', '/x/..//min-side', '', null, undefined]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('builds the login link without an unsafe return path', () => {
    expect(loginRedirectHref('nb', '//evil.example')).toBe('/min-side?page=login');
  });

  it('recognises every form of the login page', () => {
    expect(isLoginPage('account-login', '')).toBe(true);
    expect(isLoginPage('login', '')).toBe(true);
    expect(isLoginPage('account', '?page=login')).toBe(true);
    expect(isLoginPage('account', '')).toBe(false);
  });
});
