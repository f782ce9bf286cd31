import { type EnvRead, NO, wholeNumber } from './env-values';

/** The settings of logins and sessions, read from the environment with the rest of the config. */
export interface AuthConfig {
  /**
   * Login throttling (login-throttle.ts): failed logins for one account from one client address,
   * and from one client address in all, before further attempts wait; the longest wait, in seconds
   * (also the window of the registration limit per address); `accountTotal`: failed logins for one
   * account from all addresses together before every new try at it waits.
   */
  loginLimit: { perAccount: number; accountTotal: number; perAddress: number; windowSeconds: number };
  /** Changes of an e-mail address one person may make in an hour (email-changes.ts). */
  emailChangesPerHour: number;
  /** A session ends this long after its login, however actively it is used. */
  sessionMaxAgeSeconds: number;
  /** Origins besides the API's own host that may send state-changing requests (a front-end on another host). */
  trustedOrigins: string[];
  /**
   * Which proxy may say who the client is (X-Forwarded-For), for the login limits per address:
   * false (default: the connection's own address, so a client cannot pick its address), a number
   * of proxy hops, or the proxies' addresses/CIDR ranges. `true` trusts any sender: only behind
   * a proxy that always overwrites the header.
   */
  trustProxy: boolean | number | string;
}

const PROXY_ADDRESS = /^([0-9a-f:.]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i;

function readTrustProxy(read: EnvRead, problems: string[]): AuthConfig['trustProxy'] {
  const text = read('TRUST_PROXY')?.toLowerCase();
  if (text === undefined || NO.includes(text)) return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text.split(',').map((entry) => entry.trim());
  if (addresses.every((entry) => PROXY_ADDRESS.test(entry))) return addresses.join(',');
  problems.push(`TRUST_PROXY must be false, true, a number of proxy hops or proxy addresses like 10.0.0.1,10.1.0.0/16 (got "${text}")`);
  return false;
}

/** The setting as Fastify takes it: a number of hops becomes "trust the nearest n addresses". */
export function fastifyTrustProxy(value: AuthConfig['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export function loadAuthConfig(read: EnvRead, problems: string[]): AuthConfig {
  const trustedOrigins = (read('TRUSTED_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of trustedOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(`TRUSTED_ORIGINS must list origins like https://shop.example.no (got "${origin}")`);
    }
  }
  return {
    loginLimit: {
      perAccount: wholeNumber(read, 'LOGIN_LIMIT_PER_ACCOUNT', 5, problems),
      accountTotal: wholeNumber(read, 'LOGIN_LIMIT_ACCOUNT_TOTAL', 10, problems),
      perAddress: wholeNumber(read, 'LOGIN_LIMIT_PER_ADDRESS', 30, problems),
      windowSeconds: wholeNumber(read, 'LOGIN_LIMIT_WINDOW_SECONDS', 900, problems),
    },
    emailChangesPerHour: wholeNumber(read, 'EMAIL_CHANGES_PER_HOUR', 10, problems),
    sessionMaxAgeSeconds: wholeNumber(read, 'SESSION_MAX_AGE_DAYS', 90, problems) * 24 * 60 * 60,
    trustedOrigins,
    trustProxy: readTrustProxy(read, problems),
  };
}
