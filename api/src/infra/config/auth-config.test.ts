import { fastifyTrustProxy, loadAuthConfig } from './auth-config';

const reader = (env: Record<string, string>) => (name: string) => env[name];

describe('loadAuthConfig', () => {
  it('reads the login limits and the trusted origins', () => {
    const problems: string[] = [];
    const config = loadAuthConfig(
      reader({
        LOGIN_LIMIT_PER_ACCOUNT: '3',
        LOGIN_LIMIT_PER_ADDRESS: '7',
        LOGIN_LIMIT_WINDOW_SECONDS: '60',
        TRUSTED_ORIGINS: 'https://shop.example.no, http://localhost:3000',
      }),
      problems,
    );
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      loginLimit: { perAccount: 3, perAddress: 7, windowSeconds: 60 },
      trustedOrigins: ['https://shop.example.no', 'http://localhost:3000'],
    });
  });

  it('names every bad value', () => {
    const problems: string[] = [];
    loadAuthConfig(
      reader({ LOGIN_LIMIT_PER_ACCOUNT: '0', TRUSTED_ORIGINS: 'shop.example.no' }),
      problems,
    );
    expect(problems).toEqual([
      'TRUSTED_ORIGINS must list origins like https://shop.example.no (got "shop.example.no")',
      'LOGIN_LIMIT_PER_ACCOUNT must be a whole number of at least 1 (got "0")',
    ]);
  });

  it('trusts X-Forwarded-For only from a configured proxy', () => {
    const trust = (value?: string) => {
      const problems: string[] = [];
      const config = loadAuthConfig(reader(value === undefined ? {} : { TRUST_PROXY: value }), problems);
      return { trustProxy: config.trustProxy, problems };
    };
    expect(trust()).toEqual({ trustProxy: false, problems: [] });
    expect(trust('false')).toEqual({ trustProxy: false, problems: [] });
    expect(trust('1')).toEqual({ trustProxy: 1, problems: [] });
    expect(trust('10.0.0.1, 10.1.0.0/16')).toEqual({ trustProxy: '10.0.0.1,10.1.0.0/16', problems: [] });
    expect(trust('loopback')).toEqual({ trustProxy: 'loopback', problems: [] });
    expect(trust('true')).toEqual({ trustProxy: true, problems: [] });
    expect(trust('the proxy').problems).toEqual([
      'TRUST_PROXY must be false, true, a number of proxy hops or proxy addresses like 10.0.0.1,10.1.0.0/16 (got "the proxy")',
    ]);
    const hops = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1), hops('10.0.0.1', 2)]).toEqual([true, true, false]);
  });
});
