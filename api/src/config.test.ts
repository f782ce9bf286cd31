import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const defaults = { serverDir: '/srv/shop/api/dist', cwd: '/srv/shop' };

describe('loadConfig', () => {
  it('fills in the documented defaults', () => {
    const config = loadConfig({}, defaults);
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.resolve('/srv/shop/data'),
      nodeEnv: 'development',
      logLevel: 'info',
      seedDemoCatalog: true,
      webRoot: path.resolve('/srv/shop'),
      remotes: {
        catalog: '/remotes/catalog/mf-manifest.json',
        cart: '/remotes/cart/mf-manifest.json',
        account: '/remotes/account/mf-manifest.json',
      },
      auth: {
        secureCookies: false,
        seedDemoAccount: true,
        loginLimit: { perAccount: 5, perAddress: 30, windowSeconds: 900 },
        emailChangesPerHour: 10,
        sessionMaxAgeSeconds: 90 * 24 * 60 * 60,
        trustedOrigins: [],
        trustProxy: false,
      },
      ordersPerDay: 500,
      analyticsPerMinute: 60,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://shop@db:5432/shop',
        DATA_DIR: 'var/pg',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SEED_DEMO_CATALOG: 'false',
        WEB_ROOT: '/var/www/shop',
        CATALOG_REMOTE_URL: 'https://catalog.example.no/mf-manifest.json',
        CART_REMOTE_URL: 'https://cart.example.no/mf-manifest.json',
        ACCOUNT_REMOTE_URL: '/account/mf-manifest.json',
        REMOTES_FILE: 'config/remotes.json',
        ORDERS_PER_DAY: '40',
        ANALYTICS_PER_MINUTE: '30',
        EMAIL_CHANGES_PER_HOUR: '4',
        SESSION_MAX_AGE_DAYS: '7',
      },
      defaults,
    );
    expect(config.ordersPerDay).toBe(40);
    expect(config.analyticsPerMinute).toBe(30);
    expect(config.auth.emailChangesPerHour).toBe(4);
    expect(config.auth.sessionMaxAgeSeconds).toBe(7 * 24 * 60 * 60);
    expect(config.port).toBe(9000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBe('postgres://shop@db:5432/shop');
    expect(config.dataDir).toBe(path.resolve('/srv/shop/var/pg'));
    expect(config.seedDemoCatalog).toBe(false);
    expect(config.webRoot).toBe(path.resolve('/var/www/shop'));
    expect(config.remotes.catalog).toBe('https://catalog.example.no/mf-manifest.json');
    expect(config.remotesFile).toBe(path.resolve('/srv/shop/config/remotes.json'));
  });

  it('names every bad variable at once', () => {
    const attempt = () =>
      loadConfig(
        { PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO_CATALOG: 'maybe', CART_REMOTE_URL: 'cart.js', ORDERS_PER_DAY: '0', SESSION_MAX_AGE_DAYS: 'ever' },
        defaults,
      );
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(6);
      expect(problems).toContain('ORDERS_PER_DAY must be a whole number of at least 1 (got "0")');
      expect(problems).toContain('SESSION_MAX_AGE_DAYS must be a whole number of at least 1 (got "ever")');
      expect(problems[0]).toBe('PORT must be a whole number from 0 to 65535 (got "eighty")');
      expect((error as Error).message).toContain('SEED_DEMO_CATALOG must be true or false');
    }
  });
});
