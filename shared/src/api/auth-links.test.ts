import { authorizeHref } from './auth-links';

describe('authorizeHref', () => {
  it('carries the page to come back to, encoded', () => {
    expect(authorizeHref('/produkter/AX-100')).toBe('/api/auth/authorize?returnTo=%2Fprodukter%2FAX-100');
    expect(authorizeHref('/en/results?search=kamera 4k')).toBe(
      '/api/auth/authorize?returnTo=%2Fen%2Fresults%3Fsearch%3Dkamera%204k',
    );
  });
});
