import { pageAddress, pageRequestOf, visitorPageKey } from './page-request';

const SHOP = 'https://shop.example.no';

describe('a page request, read once for the render and the cache key', () => {
  it('reads the consent answer from the raw Cookie header, as the consent bar reads document.cookie', () => {
    expect(pageRequestOf('/kontakt', 'consent=true; enabled-cookies=analytics', SHOP).consent).toEqual({ answered: true, enabled: ['analytics'] });
    // One cookie whose value decodes to "a; consent=true" is not a consent cookie.
    expect(pageRequestOf('/kontakt', 'x=a%3B%20consent%3Dtrue', SHOP).consent).toEqual({ answered: false, enabled: [] });
    expect(pageRequestOf('/kontakt', undefined, SHOP).consent).toEqual({ answered: false, enabled: [] });
  });

  it('keys a page on everything its render reads: the consent answer, the configured origin and the address', () => {
    const key = (url: string, cookie?: string, origin = SHOP) => visitorPageKey(pageRequestOf(url, cookie, origin));
    expect(key('/kontakt', 'x=a%3B%20consent%3Dtrue')).toBe(key('/kontakt'));
    expect(key('/kontakt', 'consent=true')).not.toBe(key('/kontakt'));
    expect(key('/kontakt', 'consent=true; enabled-cookies=analytics')).not.toBe(key('/kontakt', 'consent=true'));
    expect(key('/kontakt', undefined, 'http://localhost:8080')).not.toBe(key('/kontakt'));
    expect(key('/produkter?page=2')).not.toBe(key('/produkter'));
  });

  it('renders exactly the address it keys', () => {
    const page = pageRequestOf('/produkter?sort=name&page=2#top', '', SHOP);
    expect(pageAddress(page)).toBe('/produkter?sort=name&page=2');
    expect(visitorPageKey(page)).toContain('|/produkter?sort=name&page=2');
    expect(page.locale).toBe('nb');
    expect(pageRequestOf('/en/products', '', SHOP).locale).toBe('en');
  });

  it('keeps no page whose address names a parameter its route does not read', () => {
    expect(visitorPageKey(pageRequestOf('/produkter?sort=name&supplier=axis&inStock=true&filter=a&search=kamera', '', SHOP))).toBeDefined();
    expect(visitorPageKey(pageRequestOf('/min-side/logg-inn?returnTo=%2Fmin-side&confirmed=yes', '', SHOP))).toBeDefined();
    expect(visitorPageKey(pageRequestOf('/produkter?utm_source=mail', '', SHOP))).toBeUndefined();
    // A parameter another team's pages read is unknown here.
    expect(visitorPageKey(pageRequestOf('/kontakt?page=2', '', SHOP))).toBeUndefined();
    expect(visitorPageKey(pageRequestOf('/handlekurv?sort=name', '', SHOP))).toBeUndefined();
    expect(visitorPageKey(pageRequestOf('/finnes-ikke?x=1', '', SHOP))).toBeUndefined();
  });

  it("keeps no page asked for at another spelling of its route's path", () => {
    for (const path of ['/', '/en', '/kontakt', '/en/products', '/kameraovervakning/HIK-2CD1043', '/en/kameraovervakning/HIK-2CD1043']) {
      expect({ path, key: visitorPageKey(pageRequestOf(path, '', SHOP)) }).toEqual({ path, key: expect.any(String) });
    }
    for (const path of ['//kontakt', '/kontakt/', '///kontakt', '//', '/en/', '/kontakt//', '/produkter/HIK%2D2CD1043']) {
      expect({ path, key: visitorPageKey(pageRequestOf(path, '', SHOP)) }).toEqual({ path, key: undefined });
    }
  });
});
