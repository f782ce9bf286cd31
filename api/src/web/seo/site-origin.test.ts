import { siteOrigin } from './site-origin';

describe('the origin of the addresses in robots.txt and the sitemap', () => {
  it('is PUBLIC_URL when it is set, whatever the request says', () => {
    expect(siteOrigin('https://shop.example.no', 'http', 'localhost:8080')).toBe('https://shop.example.no');
  });

  it('is the request’s own otherwise, without a default port', () => {
    expect(siteOrigin(undefined, 'http', 'localhost:8080')).toBe('http://localhost:8080');
    expect(siteOrigin(undefined, 'https', 'Shop.Example.no:443')).toBe('https://shop.example.no');
    expect(siteOrigin(undefined, 'http', '[::1]:8080')).toBe('http://[::1]:8080');
  });

  it('is none for a Host that is no host name', () => {
    for (const host of ['', 'a b', 'evil.example/path', 'user@evil.example', 'a"b', 'shop.no:99999999']) {
      expect({ host, origin: siteOrigin(undefined, 'http', host) }).toEqual({ host, origin: null });
    }
  });
});
