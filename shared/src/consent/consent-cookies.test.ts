import { consentCookies, parseConsent, readCookie } from './consent-cookies';

describe('consent cookies', () => {
  it('reads an unanswered visitor as no optional cookies', () => {
    expect(parseConsent('')).toEqual({ answered: false, enabled: [] });
    // enabled-cookies without the consent answer counts for nothing
    expect(parseConsent('enabled-cookies=analytics')).toEqual({ answered: false, enabled: [] });
  });

  it('reads accepted and declined choices', () => {
    expect(parseConsent('a=1; consent=true; enabled-cookies=analytics')).toEqual({ answered: true, enabled: ['analytics'] });
    expect(parseConsent('consent=true; enabled-cookies=')).toEqual({ answered: true, enabled: [] });
    expect(parseConsent('consent=true; enabled-cookies=tracking%2Canalytics')).toEqual({ answered: true, enabled: ['analytics'] });
  });

  it('writes both cookies for a year, Secure only where asked', () => {
    const [consent, enabled] = consentCookies(['analytics'], true);
    expect(consent).toBe('consent=true; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(enabled).toBe('enabled-cookies=analytics; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(consentCookies([], false)[1]).toBe('enabled-cookies=; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('reads a cookie by exact name and survives bad encoding', () => {
    expect(readCookie('xconsent=false; consent=true', 'consent')).toBe('true');
    expect(readCookie('consent=%E0%A4%A', 'consent')).toBeUndefined();
  });
});
