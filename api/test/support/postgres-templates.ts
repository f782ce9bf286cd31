import type { StartPoint } from './start-points';

/**
 * On PostgreSQL the start points (start-points.ts) are databases the global setup prepares once;
 * a test file's database is created as a copy of one (CREATE DATABASE … TEMPLATE), a file copy on
 * the server instead of the migrations and the seed run again over the connection.
 */
const TEMPLATE_ENV: Record<Exclude<StartPoint, 'empty'>, string> = {
  migrated: 'SHOP_TEST_PG_TEMPLATE_MIGRATED',
  demo: 'SHOP_TEST_PG_TEMPLATE_DEMO',
};

export function keepPostgresTemplate(point: Exclude<StartPoint, 'empty'>, database: string): void {
  process.env[TEMPLATE_ENV[point]] = database;
}

/** The database to copy for `point`; undefined: start from an empty one. */
export function postgresTemplate(point: StartPoint): string | undefined {
  return point === 'empty' ? undefined : process.env[TEMPLATE_ENV[point]];
}

/** The template databases of this run, to drop at its end. */
export function postgresTemplates(): string[] {
  return Object.values(TEMPLATE_ENV).flatMap((name) => process.env[name] ?? []);
}
