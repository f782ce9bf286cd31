import { type ApiProcess, freePort, startApi } from '../api-process';
import { throwAwayDatabase } from '../../../test/support/throw-away-database';

export interface StartRace {
  rounds: number;
  starts: number;
  failed: number;
  firstFailure: string | null;
  /** Seconds until all three answered /api/ready, per round. */
  seconds: number[];
}

/**
 * Rounds of three API processes started at the same moment on an empty database: each migrates,
 * the demo catalogue is seeded once, and every process must come up.
 */
export async function startRace(adminUrl: string, rounds: number, env: Record<string, string>): Promise<StartRace> {
  const race: StartRace = { rounds, starts: 0, failed: 0, firstFailure: null, seconds: [] };
  for (let round = 0; round < rounds; round += 1) {
    const database = await throwAwayDatabase(adminUrl, 'shop_cluster_start');
    const started = performance.now();
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const outcomes = await Promise.allSettled(ports.map((port) => startApi({ ...env, DATABASE_URL: database.url }, port)));
    race.starts += outcomes.length;
    race.seconds.push((performance.now() - started) / 1000);
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue;
      race.failed += 1;
      race.firstFailure ??= String(outcome.reason).slice(0, 600);
    }
    const running = outcomes.filter((outcome): outcome is PromiseFulfilledResult<ApiProcess> => outcome.status === 'fulfilled');
    await Promise.all(running.map((outcome) => outcome.value.stop()));
    await database.drop();
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  return race;
}
