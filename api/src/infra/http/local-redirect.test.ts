import { localPath } from './local-redirect';

/** Read as a browser reads a Location header on the shop's page: which origin does it lead to? */
const originReached = (location: string) => new URL(location, 'https://shop.example.no/kontakt').origin;

describe('a path on the shop for a redirect', () => {
  const hostile = [
    '//evil.example/phish',
    '/\\evil.example/x',
    '\\\\evil',
    '/\\\\evil',
    '\\/evil.example',
    '///evil.example',
    '/\t/evil.example',
    ' //evil.example',
    '/.//evil.example',
    '/././/evil.example/x',
    '/x/..//evil.example',
    '/%2F%2Fevil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
    'evil.example',
    '',
  ];

  test.each(hostile)('%j stays on the shop, starting with one slash', (address) => {
    const path = localPath(address);
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(originReached(path)).toBe('https://shop.example.no');
  });

  test('keeps an ordinary path, its query and fragment as they are', () => {
    expect(localPath('/kameraovervakning?supplier=axis&page=2')).toBe('/kameraovervakning?supplier=axis&page=2');
    expect(localPath('/en/account/log-in?returnTo=%2Fen%2Faccount#top')).toBe('/en/account/log-in?returnTo=%2Fen%2Faccount#top');
    expect(localPath('//kameraovervakning?supplier=axis')).toBe('/kameraovervakning?supplier=axis');
  });

  test('makes a header-safe address of anything', () => {
    expect(localPath('/søk?q=kamera overvåking')).toBe('/s%C3%B8k?q=kamera%20overv%C3%A5king');
    expect(localPath('/a\r\nSet-Cookie: x=1')).not.toMatch(/[\r\n]/);
  });
});
