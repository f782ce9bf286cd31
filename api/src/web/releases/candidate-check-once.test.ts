import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteLocations } from '@shop/shared/contracts';
import { checkedOnce } from './candidate-check-once';
import type { RemoteRelease } from './remote-release';
import { CANDIDATE_LIMITS, serverCheck } from './server-check';

// Three processes sharing one remotes file see the same candidate: its server build is loaded and
// rendered by one of them, and all three give the same verdict.

const loopsOnLoad = fileURLToPath(new URL('../render-pool/fixtures/loops-on-load.mjs', import.meta.url));
const candidate: RemoteRelease = { id: 'candidate-a', locations: { catalog: 'http://127.0.0.1:1/catalog/mf-manifest.json' } as RemoteLocations, origins: [] };
const turn = () => new Promise((resolve) => setImmediate(resolve));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-candidate-checks-'));
});
afterEach(() => {
  jest.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

describe('a candidate checked by several processes', () => {
  it('whose server build loads forever is refused by all after the candidate’s load limit, with one worker spent on it', async () => {
    // The clock the workers' limits are measured on; the workers themselves run for real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    let workers = 0;
    const check = serverCheck({
      moduleFor: async () => {
        workers += 1;
        return { modulePath: loopsOnLoad };
      },
      requestFor: (url) => ({ url, locale: 'nb', cookieHeader: '', session: null, data: {} }),
      api: () => Promise.reject(new Error('a build that never loads reads nothing')),
      sampleParameter: () => undefined,
    });
    const processes = [1, 2, 3].map(() => checkedOnce({ dir, attemptStamp: async () => 'released-once', staleAfterMs: 60_000 }, check));
    const verdicts: Array<string | null> = [null, null, null];
    const started = Date.now();
    processes.forEach((process, n) => void process(candidate, ['catalog'], {}).then((reason) => (verdicts[n] = reason ?? 'passed')));
    while (workers === 0) await turn();
    for (let n = 0; n < 50; n += 1) await turn();

    await jest.advanceTimersByTimeAsync(CANDIDATE_LIMITS.loadMs - 1);
    for (let n = 0; n < 50; n += 1) await turn();
    expect(verdicts).toEqual([null, null, null]);

    while (verdicts.includes(null)) {
      await jest.advanceTimersByTimeAsync(50);
      await turn();
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(CANDIDATE_LIMITS.loadMs);
    expect(verdicts).toEqual(Array(3).fill(`its server build did not load: the render module did not load within ${CANDIDATE_LIMITS.loadMs} ms`));
    expect(workers).toBe(1);
  });

  it('is checked again when released again (a mended build at the same address), and taken over from a process that stopped while checking', async () => {
    let clock = 0;
    const checked: string[] = [];
    let stamp = 'first';
    const options = { dir, attemptStamp: async () => stamp, staleAfterMs: 30_000, now: () => clock, sleep: async (ms: number) => void (clock += ms) };
    const check = checkedOnce(options, async () => {
      checked.push(stamp);
      return stamp === 'first' ? 'broken' : undefined;
    });
    expect(await check(candidate, ['catalog'], {})).toBe('broken');
    expect(await check(candidate, ['catalog'], {})).toBe('broken');
    expect(checked).toEqual(['first']);

    stamp = 'mended';
    // A process claimed this attempt's check at 0 and stopped before its verdict.
    writeFileSync(path.join(dir, `${candidate.id}-catalog-mended.claim`), '0');
    expect(await check(candidate, ['catalog'], {})).toBeUndefined();
    expect(checked).toEqual(['first', 'mended']);
    expect(clock).toBeGreaterThan(30_000);
  });

  it('is checked by each process alone when the folder cannot be written', async () => {
    const file = path.join(dir, 'not-a-folder');
    writeFileSync(file, '');
    const check = checkedOnce({ dir: path.join(file, 'checks'), attemptStamp: async () => 'once', staleAfterMs: 30_000 }, async () => 'broken');
    expect(await check(candidate, ['catalog'], {})).toBe('broken');
  });
});
