import { loadAuthConfig } from './auth-config';

const reader = (env: Record<string, string>) => (name: string) => env[name];

describe('loadAuthConfig', () => {
  it('marks cookies Secure everywhere but in development', () => {
    expect(loadAuthConfig(reader({}), [], 'development').secureCookies).toBe(false);
    expect(loadAuthConfig(reader({}), [], 'production').secureCookies).toBe(true);
    expect(loadAuthConfig(reader({}), [], 'test').secureCookies).toBe(true);
  });

  it('reads the login limits, the demo switch and the trusted origins', () => {
    const problems: string[] = [];
    const config = loadAuthConfig(
      reader({
        LOGIN_LIMIT_PER_ACCOUNT: '3',
        LOGIN_LIMIT_PER_ADDRESS: '7',
        LOGIN_LIMIT_WINDOW_SECONDS: '60',
        SEED_DEMO_ACCOUNT: 'off',
        TRUSTED_ORIGINS: 'https://shop.example.no, http://localhost:3000',
      }),
      problems,
      'production',
    );
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      seedDemoAccount: false,
      loginLimit: { perAccount: 3, perAddress: 7, windowSeconds: 60 },
      trustedOrigins: ['https://shop.example.no', 'http://localhost:3000'],
    });
  });

  it('names every bad value', () => {
    const problems: string[] = [];
    loadAuthConfig(
      reader({ LOGIN_LIMIT_PER_ACCOUNT: '0', SEED_DEMO_ACCOUNT: 'maybe', TRUSTED_ORIGINS: 'shop.example.no' }),
      problems,
      'production',
    );
    expect(problems).toEqual([
      'SEED_DEMO_ACCOUNT must be true or false (got "maybe")',
      'TRUSTED_ORIGINS must list origins like https://shop.example.no (got "shop.example.no")',
      'LOGIN_LIMIT_PER_ACCOUNT must be a whole number of at least 1 (got "0")',
    ]);
  });
});
