import type { AppConfig } from '../../src/config';

/**
 * What a test file's database holds before its app starts. Every app runs the same start on its
 * database (migrations, then with the demo on its catalogue, login and agreement), and that start
 * skips what is there already, as on a restart. The suite's global setup runs it once per start
 * point (global-setup.ts) and each test file's database is copied from the result, which spares
 * every file the second or so the migrations and the demo's seed cost:
 * - empty: a new cluster (the tests of the migrations and of the seeding themselves);
 * - migrated: every migration applied (an app with the demo off, or the demo without its login);
 * - demo: migrated, and the demo's catalogue, login and price agreement seeded (the test default).
 */
export type StartPoint = 'empty' | 'migrated' | 'demo';

/** The furthest start point an app of `config` would reach itself: its own start does the rest. */
export function startPointFor(config: Pick<AppConfig, 'demo'>): StartPoint {
  return config.demo?.account ? 'demo' : 'migrated';
}

/** The settings the global setup starts an app with to reach `point` (besides the test defaults). */
export const START_POINT_ENV: Record<Exclude<StartPoint, 'empty'>, Record<string, string>> = {
  migrated: { SEED_DEMO_CATALOG: 'false' },
  demo: { SEED_DEMO_CATALOG: 'true', SEED_DEMO_ACCOUNT: 'true' },
};
