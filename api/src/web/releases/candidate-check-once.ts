import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import type { CandidateCheck } from './release-registry';

interface CheckOnceOptions {
  /** The folder the processes sharing one remotes file keep a check's claim and its verdict in. */
  dir: string;
  /** What tells one release attempt from the next (the remotes file's modification time): a mended build released again to the same address is checked again. */
  attemptStamp: () => Promise<string>;
  /** After how long a claim without a verdict is taken for a process that stopped while checking (ms). */
  staleAfterMs: number;
  /** How often a process waiting for another's verdict looks (ms). Default 100. */
  lookEveryMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Claims and verdicts older than this are removed when the next check starts. */
const KEEP_MS = 60 * 60_000;

interface Verdict {
  reason: string | null;
}

/**
 * A candidate's server check runs on one process only: every process that sees the release claims
 * its check (a file created only if it is not there), the one whose claim is made checks, and the
 * others wait for the verdict it writes and adopt it, so a candidate costs the machine one worker,
 * not one per process, and a refusal (its reason too) is the same everywhere. A claim left without
 * a verdict for `staleAfterMs` (its process stopped) is taken over by one of the waiting processes.
 */
export function checkedOnce(options: CheckOnceOptions, check: CandidateCheck): CandidateCheck {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => pause(ms));
  return async (candidate, changed, routes) => {
    try {
      await mkdir(options.dir, { recursive: true });
      await removeOld(options.dir, now());
    } catch {
      // A folder this process may not write (the remotes file's is read-only to it): it checks alone.
      return check(candidate, changed, routes);
    }
    const key = `${candidate.id}-${[...changed].sort().join('+')}-${(await options.attemptStamp()).replace(/[^\w.-]/g, '_')}`;
    const claim = path.join(options.dir, `${key}.claim`);
    const verdictFile = path.join(options.dir, `${key}.verdict`);
    for (;;) {
      const verdict = await readVerdict(verdictFile);
      if (verdict) return verdict.reason ?? undefined;
      if (await claimed(claim, now())) {
        const reason = await check(candidate, changed, routes);
        const temporary = `${verdictFile}.${process.pid}`;
        await writeFile(temporary, JSON.stringify({ reason: reason ?? null } satisfies Verdict));
        await rename(temporary, verdictFile);
        return reason;
      }
      const claimedAt = await claimTime(claim);
      // Only one process renames a stale claim away; it claims again on the next turn.
      if (claimedAt !== undefined && now() - claimedAt > options.staleAfterMs) await rename(claim, `${claim}.stale.${process.pid}`).catch(() => undefined);
      else await sleep(options.lookEveryMs ?? 100);
    }
  };
}

async function claimed(claim: string, at: number): Promise<boolean> {
  try {
    await writeFile(claim, String(at), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function claimTime(claim: string): Promise<number | undefined> {
  const text = await readFile(claim, 'utf8').catch(() => undefined);
  // A claim being written is empty for a moment: not stale.
  return text ? Number(text) : undefined;
}

async function readVerdict(file: string): Promise<Verdict | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as Verdict);
}

async function removeOld(dir: string, at: number): Promise<void> {
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && at - info.mtimeMs > KEEP_MS) await rm(file, { force: true });
  }
}
