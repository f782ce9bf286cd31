import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { DELIVERY_DEFAULTS } from './infra/config/delivery-config';

const defaults = { serverDir: '/srv/shop/api/dist', cwd: '/srv/shop' };

describe('loadConfig', () => {
  it('seeds the demo login (its password is published) by default only outside production', () => {
    const demo = (env: NodeJS.ProcessEnv) => loadConfig(env, defaults).demo;
    expect(demo({})).toEqual({ account: true });
    expect(demo({ NODE_ENV: 'test' })).toEqual({ account: true });
    const shop = 'https://shop.example.no';
    expect(demo({ NODE_ENV: 'production', PUBLIC_URL: shop })).toEqual({ account: false });
    expect(demo({ NODE_ENV: 'production', PUBLIC_URL: shop, SEED_DEMO_ACCOUNT: 'true' })).toEqual({ account: true });
    expect(demo({ SEED_DEMO_ACCOUNT: 'off' })).toEqual({ account: false });
    expect(demo({ SEED_DEMO_CATALOG: 'false' })).toBeUndefined();
  });

  // A self-registered organisation sees prices in production only once the distributor approved
  // it, unless the operator says otherwise; development and tests approve as they register.
  it('requires approval by default in production only', () => {
    const approval = (env: Record<string, string>) => loadConfig(env, defaults).requireApproval;
    expect(approval({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.no' })).toBe(true);
    expect(approval({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.no', REQUIRE_APPROVAL: 'false' })).toBe(false);
    expect(approval({})).toBe(false);
    expect(approval({ NODE_ENV: 'test' })).toBe(false);
    expect(approval({ NODE_ENV: 'development', REQUIRE_APPROVAL: 'true' })).toBe(true);
  });

  it('takes a team beyond the founding three in by its own variable only, checked like theirs', () => {
    expect(loadConfig({}, defaults).remotes).not.toHaveProperty('backoffice');
    expect(loadConfig({ BACKOFFICE_REMOTE_URL: '/remotes/backoffice/mf-manifest.json' }, defaults).remotes).toMatchObject({
      backoffice: '/remotes/backoffice/mf-manifest.json',
    });
    expect(() => loadConfig({ BACKOFFICE_REMOTE_URL: 'javascript:alert(1)' }, defaults)).toThrow(/BACKOFFICE_REMOTE_URL/);
  });

  it('fills in the documented defaults', () => {
    const config = loadConfig({}, defaults);
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.resolve('/srv/shop/data'),
      nodeEnv: 'development',
      logLevel: 'info',
      demo: { account: true },
      webRoot: path.resolve('/srv/shop'),
      remotes: {
        catalog: '/remotes/catalog/mf-manifest.json',
        cart: '/remotes/cart/mf-manifest.json',
        account: '/remotes/account/mf-manifest.json',
      },
      auth: {
        loginLimit: { perAccount: 5, accountTotal: 10, perAddress: 30, windowSeconds: 900 },
        emailChangesPerHour: 10,
        sessionMaxAgeSeconds: 90 * 24 * 60 * 60,
        trustedOrigins: [],
        trustProxy: false,
      },
      ordersPerDay: 500,
      analyticsPerMinute: 60,
      shutdownDelayMs: 0,
      mail: { smtpUrl: undefined, from: 'Sikkerhetsgrossisten <no-reply@localhost>', outboxDir: path.resolve('/srv/shop/data/outbox') },
      publicUrl: 'http://localhost:8080',
      publicUrlSet: false,
      requireApproval: false,
      remotesFile: undefined,
      allowedHosts: [],
      slowClients: { bodySeconds: 20, minBytesPerSecond: 512, connectionsPerClient: 64 },
      orderTotalLimitNok: 5_000_000,
      workUnitsPerMinute: 20_000,
      serverRender: true,
      renderFirstByteMs: 300,
      delivery: DELIVERY_DEFAULTS,
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
        SHUTDOWN_DELAY_MS: '5000',
        EMAIL_CHANGES_PER_HOUR: '4',
        SESSION_MAX_AGE_DAYS: '7',
        SMTP_URL: 'smtps://shop:hemmelig@smtp.example.no:465',
        MAIL_FROM: 'Nettbutikk <ordre@example.no>',
        PUBLIC_URL: 'https://shop.example.no/',
        REQUIRE_APPROVAL: 'yes',
        WORK_UNITS_PER_MINUTE: '30000',
        RENDER_FIRST_BYTE_MS: '2000',
      },
      defaults,
    );
    expect(config.workUnitsPerMinute).toBe(30_000);
    expect(config.renderFirstByteMs).toBe(2000);
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://shop:hemmelig@smtp.example.no:465',
      from: 'Nettbutikk <ordre@example.no>',
      outboxDir: path.resolve('/srv/shop/var/pg/outbox'),
    });
    expect(config.publicUrl).toBe('https://shop.example.no');
    expect(config.publicUrlSet).toBe(true);
    expect(config.requireApproval).toBe(true);
    expect(config.ordersPerDay).toBe(40);
    expect(config.analyticsPerMinute).toBe(30);
    expect(config.shutdownDelayMs).toBe(5000);
    expect(config.auth.emailChangesPerHour).toBe(4);
    expect(config.auth.sessionMaxAgeSeconds).toBe(7 * 24 * 60 * 60);
    expect(config.port).toBe(9000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBe('postgres://shop@db:5432/shop');
    expect(config.dataDir).toBe(path.resolve('/srv/shop/var/pg'));
    expect(config.demo).toBeUndefined();
    expect(config.webRoot).toBe(path.resolve('/var/www/shop'));
    expect(config.remotes.catalog).toBe('https://catalog.example.no/mf-manifest.json');
    expect(config.remotesFile).toBe(path.resolve('/srv/shop/config/remotes.json'));
  });

  it('refuses a render budget that is not a whole number of milliseconds', () => {
    expect(() => loadConfig({ RENDER_FIRST_BYTE_MS: '0' }, defaults)).toThrow('RENDER_FIRST_BYTE_MS must be a whole number of at least 1 (got "0")');
    expect(() => loadConfig({ RENDER_FIRST_BYTE_MS: 'fast' }, defaults)).toThrow('RENDER_FIRST_BYTE_MS must be a whole number of at least 1 (got "fast")');
  });

  it('names every bad variable at once', () => {
    const attempt = () =>
      loadConfig(
        { PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO_CATALOG: 'maybe', SEED_DEMO_ACCOUNT: 'maybe', CART_REMOTE_URL: 'cart.js', ORDERS_PER_DAY: '0', SESSION_MAX_AGE_DAYS: 'ever' },
        defaults,
      );
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(7);
      expect(problems).toContain('ORDERS_PER_DAY must be a whole number of at least 1 (got "0")');
      expect(problems).toContain('SESSION_MAX_AGE_DAYS must be a whole number of at least 1 (got "ever")');
      expect(problems[0]).toBe('PORT must be a whole number from 0 to 65535 (got "eighty")');
      expect((error as Error).message).toContain('SEED_DEMO_CATALOG must be true or false');
      expect((error as Error).message).toContain('SEED_DEMO_ACCOUNT must be true or false (got "maybe")');
    }
  });

  it('takes HEAVY_READS_PER_MINUTE=0 as no work budget, and refuses any other value of it, naming the setting that replaced it', () => {
    expect(loadConfig({ HEAVY_READS_PER_MINUTE: '0' }, defaults).workUnitsPerMinute).toBe(0);
    expect(loadConfig({ WORK_UNITS_PER_MINUTE: '0' }, defaults).workUnitsPerMinute).toBe(0);
    expect(loadConfig({ HEAVY_READS_PER_MINUTE: '0', WORK_UNITS_PER_MINUTE: '0' }, defaults).workUnitsPerMinute).toBe(0);
    for (const env of [{ HEAVY_READS_PER_MINUTE: '600' }, { HEAVY_READS_PER_MINUTE: '0', WORK_UNITS_PER_MINUTE: '5000' }]) {
      expect(() => loadConfig(env, defaults)).toThrow(/HEAVY_READS_PER_MINUTE is replaced by WORK_UNITS_PER_MINUTE, which counts products, order lines and pages rendered/);
    }
  });

  it('names bad mail settings without repeating an SMTP password', () => {
    try {
      loadConfig(
        { SMTP_URL: 'mail.example.no:hemmelig', MAIL_FROM: 'no address', PUBLIC_URL: 'https://shop.example.no/butikk?x=1', REQUIRE_APPROVAL: 'maybe' },
        defaults,
      );
      throw new Error('accepted');
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toEqual([
        'SMTP_URL must be an address like smtp://host:587 or smtps://user:password@host:465',
        'MAIL_FROM must be an address like "Shop <no-reply@shop.example.no>" (got "no address")',
        'PUBLIC_URL must be the shop\'s address like https://shop.example.no, without a path (got "https://shop.example.no/butikk?x=1")',
        'REQUIRE_APPROVAL must be true or false (got "maybe")',
      ]);
      expect((error as Error).message).not.toContain('hemmelig');
    }
  });

  it('points links at the port the shop listens on when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '3100' }, defaults).publicUrl).toBe('http://localhost:3100');
  });

  it('refuses a production start without PUBLIC_URL: its links would name localhost, or whichever Host a request gave', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PORT: '3100' }, defaults)).toThrow(
      "PUBLIC_URL must be set when NODE_ENV is production: the shop's own address, like https://shop.example.no",
    );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.no' }, defaults).publicUrl).toBe('https://shop.example.no');
    // npm start stays as it is.
    expect(loadConfig({ NODE_ENV: 'development', PORT: '3100' }, defaults).publicUrlSet).toBe(false);
  });
});
