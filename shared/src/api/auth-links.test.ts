import { authorizeHref, isPlainClick, loginPageHref } from './auth-links';

describe('authorizeHref', () => {
  it('carries the page to come back to, encoded', () => {
    expect(authorizeHref('/produkter/AX-100')).toBe('/api/auth/authorize?returnTo=%2Fprodukter%2FAX-100');
    expect(authorizeHref('/en/results?search=kamera 4k')).toBe(
      '/api/auth/authorize?returnTo=%2Fen%2Fresults%3Fsearch%3Dkamera%204k',
    );
  });
});

describe('loginPageHref', () => {
  it('is the login page the authorize address redirects to, in the language of the page to come back to', () => {
    expect(loginPageHref('/produkter/AX-100')).toBe('/min-side/logg-inn?returnTo=%2Fprodukter%2FAX-100');
    expect(loginPageHref('/en/products/AX-100?x=1')).toBe('/en/account/log-in?returnTo=%2Fen%2Fproducts%2FAX-100%3Fx%3D1');
  });

  it('leaves out a page that is not the shop\'s', () => {
    expect(loginPageHref('//evil.example/x')).toBe('/min-side/logg-inn');
  });
});

describe('isPlainClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

  it('is the main button with no key held', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});
