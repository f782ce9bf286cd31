import type { FastifyRequest } from 'fastify';
import { localeOf, statedLocaleOf } from './request-locale';

/** A request as the locale rule reads it: its headers and cookies. */
const request = (acceptLanguage?: string, localeCookie?: string) =>
  ({
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
    cookies: localeCookie === undefined ? {} : { locale: localeCookie },
  }) as unknown as FastifyRequest;

describe('the language a request asks for', () => {
  it('is the one it names first, whatever the page and the cookie say', () => {
    expect(localeOf(request('nb', 'nb'), 'en')).toBe('en');
    expect(localeOf(request('en', 'en'), 'nb')).toBe('nb');
  });

  it("is then the page's language the shop's client sends, over the language switch's cookie", () => {
    expect(localeOf(request('en'))).toBe('en');
    expect(localeOf(request('en', 'nb'))).toBe('en');
    expect(localeOf(request('nb', 'en'))).toBe('nb');
    expect(localeOf(request(' en '), 'de')).toBe('en');
  });

  it("ignores a browser's own Accept-Language list: that is the browser's setting, not the page", () => {
    expect(localeOf(request('en-US,en;q=0.9'))).toBe('nb');
    expect(localeOf(request('en-GB'))).toBe('nb');
    expect(localeOf(request('en-US,en;q=0.9', 'en'))).toBe('en');
    expect(localeOf(request('nb-NO,nb;q=0.9', 'en'))).toBe('en');
  });

  it('is then the cookie, and Norwegian when nothing says', () => {
    expect(localeOf(request(undefined, 'en'))).toBe('en');
    expect(localeOf(request(undefined, 'fr'))).toBe('nb');
    expect(localeOf(request())).toBe('nb');
  });

  it('is not stated at all when neither the request, the page nor the cookie names one', () => {
    expect(statedLocaleOf(request())).toBeNull();
    expect(statedLocaleOf(request('en-US,en;q=0.9'), 'de')).toBeNull();
    expect(statedLocaleOf(request(undefined, 'en'))).toBe('en');
  });
});
