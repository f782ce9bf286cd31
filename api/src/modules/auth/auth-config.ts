/** The settings of logins and sessions, read from the environment with the rest of the config. */
export interface AuthConfig {
  /** Cookies carry Secure everywhere but in development (plain http://localhost). */
  secureCookies: boolean;
  /** Create the demo organisation and user (README, "Demo login") when the demo catalogue is seeded. */
  seedDemoAccount: boolean;
  /** Failed logins allowed per account and per client address within one window. */
  loginLimit: { perAccount: number; perAddress: number; windowSeconds: number };
  /** Origins besides the API's own host that may send state-changing requests (a front-end on another host). */
  trustedOrigins: string[];
}

type Read = (name: string) => string | undefined;

function positiveInteger(read: Read, name: string, fallback: number, problems: string[]): number {
  const text = read(name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    problems.push(`${name} must be a whole number of at least 1 (got "${text}")`);
    return fallback;
  }
  return Number(text);
}

export function loadAuthConfig(read: Read, problems: string[], nodeEnv: string): AuthConfig {
  const seedText = (read('SEED_DEMO_ACCOUNT') ?? 'true').toLowerCase();
  if (!['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(seedText)) {
    problems.push(`SEED_DEMO_ACCOUNT must be true or false (got "${seedText}")`);
  }
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
    secureCookies: nodeEnv !== 'development',
    seedDemoAccount: ['true', '1', 'yes', 'on'].includes(seedText),
    loginLimit: {
      perAccount: positiveInteger(read, 'LOGIN_LIMIT_PER_ACCOUNT', 5, problems),
      perAddress: positiveInteger(read, 'LOGIN_LIMIT_PER_ADDRESS', 30, problems),
      windowSeconds: positiveInteger(read, 'LOGIN_LIMIT_WINDOW_SECONDS', 900, problems),
    },
    trustedOrigins,
  };
}
