/**
 * Consent lives in two necessary cookies (spec §9): `consent` says the visitor has answered, and
 * `enabled-cookies` lists the optional cookie groups they accepted. Only "analytics" exists.
 */
export type OptionalCookieGroup = 'analytics';

export interface ConsentChoice {
  answered: boolean;
  enabled: OptionalCookieGroup[];
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function parseConsent(cookieString: string): ConsentChoice {
  const answered = readCookie(cookieString, 'consent') === 'true';
  const enabled = (readCookie(cookieString, 'enabled-cookies') ?? '')
    .split(',')
    .filter((group): group is OptionalCookieGroup => group === 'analytics');
  return { answered, enabled: answered ? enabled : [] };
}

/** The Set-Cookie strings (for document.cookie) that store a choice for a year. */
export function consentCookies(enabled: OptionalCookieGroup[], secure: boolean): string[] {
  const attributes = `; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [`consent=true${attributes}`, `enabled-cookies=${encodeURIComponent(enabled.join(','))}${attributes}`];
}
