import { DatabaseStart, retryWait } from './database-start';
import { DatabaseUnavailableError } from './database-unavailable';

const QUICK = { first: 1, max: 4 };

describe('the start on the database', () => {
  it('runs its steps in order, once each, and is ready after the last', async () => {
    const start = new DatabaseStart();
    const ran: string[] = [];
    start.add(async () => void ran.push('migrations'));
    start.add(async () => void ran.push('catalogue'));
    expect(start.ready).toBe(false);
    await start.run();
    expect(ran).toEqual(['migrations', 'catalogue']);
    expect(start.ready).toBe(true);
    await start.run();
    expect(ran).toEqual(['migrations', 'catalogue']);
  });

  it('waits for a database that does not answer, trying the failed step again, and is not ready meanwhile', async () => {
    const start = new DatabaseStart();
    const ran: string[] = [];
    let refusals = 3;
    const readyMeanwhile: boolean[] = [];
    start.add(async () => void ran.push('migrations'));
    start.add(async () => {
      if (refusals > 0) {
        refusals -= 1;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      }
      ran.push('catalogue');
    });
    const waits: number[] = [];
    await start.run({ retry: QUICK, onWait: (_error, wait) => (waits.push(wait), readyMeanwhile.push(start.ready)) });
    expect(ran).toEqual(['migrations', 'catalogue']);
    expect(waits).toEqual([1, 2, 4]);
    expect(readyMeanwhile).toEqual([false, false, false]);
    expect(start.ready).toBe(true);
  });

  it('throws at once when the database answers with an error (waiting would not change it), or when told not to wait', async () => {
    const broken = new DatabaseStart();
    broken.add(async () => {
      throw Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' });
    });
    await expect(broken.run({ retry: QUICK })).rejects.toThrow('syntax error');
    const away = new DatabaseStart();
    away.add(async () => {
      throw new DatabaseUnavailableError();
    });
    await expect(away.run()).rejects.toThrow(DatabaseUnavailableError);
    expect(away.ready).toBe(false);
  });

  it('stops waiting when the process stops', async () => {
    const start = new DatabaseStart();
    start.add(async () => {
      throw new DatabaseUnavailableError();
    });
    const stop = new AbortController();
    await start.run({ retry: { first: 60_000, max: 60_000 }, signal: stop.signal, onWait: () => stop.abort() });
    expect(start.ready).toBe(false);
  });

  it('waits half a second first, doubling up to ten', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((failures) => retryWait(failures))).toEqual([500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000]);
  });
});
