import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { ReleaseStatus } from '../../../src/web/releases/release-registry';
import type { ApiProcess } from '../api-process';
import type { PageFigures, PageViews } from './page-views';
import { cpuSecondsOf } from './process-cpu';

const RELEASE_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'scripts', 'release.mjs');

export interface ReleaseSetting {
  nginxUrl: string;
  processes: ApiProcess[];
  token: string;
  remotesFile: string;
  views: PageViews;
  /** Two good releases of the catalogue (manifest addresses): one live, the other to go back to. */
  goods: readonly [string, string];
}

export interface ReleaseCaseFigures {
  name: string;
  /** refused | rolled back | live (neither) */
  outcome: 'refused' | 'rolled back' | 'live';
  /** From the re-point to the last process refusing or rolling it back; NaN if one never did. */
  decidedMs: number;
  /** How long it was live on some process before its rollback (ms); 0 if never live. */
  liveMs: number;
  reason: string;
  /** Every process serves the last good release afterwards, and renders its pages on the server. */
  lastGoodServes: boolean;
  /** Why it does not, if it does not. */
  lastGoodProblem: string;
  pages: PageFigures;
  cpuSeconds: number;
  wallSeconds: number;
}

/** The catalogue's manifest the operator's status names as live, per process. */
async function releaseStatus(api: ApiProcess, token: string): Promise<ReleaseStatus> {
  const answer = await fetch(`${api.url}/api/operator/releases`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`GET /api/operator/releases answered ${answer.status}`);
  return (await answer.json()) as ReleaseStatus;
}

/** `npm run release -- catalog <address>`, as an operator runs it. */
export function release(remotesFile: string, address: string): void {
  execFileSync(process.execPath, [RELEASE_SCRIPT, 'catalog', address], { env: { ...process.env, REMOTES_FILE: remotesFile }, stdio: 'pipe' });
}

/**
 * Makes a good release live on every process with a previous good one to go back to: after a
 * rollback there is none, so the other good copy is released (a rollback needs somewhere to go).
 * Answers the live good release's address.
 */
export async function goodWithPrevious(setting: ReleaseSetting): Promise<string> {
  const isGood = (address: string | undefined) => setting.goods.includes(address as string);
  const problems: string[] = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const statuses = await Promise.all(setting.processes.map((api) => releaseStatus(api, setting.token)));
    const live = statuses[0]?.live.locations.catalog;
    const ready = statuses.every((status) => status.live.locations.catalog === live && isGood(status.previous?.locations.catalog) && status.candidate === null);
    if (ready && isGood(live)) {
      release(setting.remotesFile, live as string);
      return live as string;
    }
    // A good release's check can fail on a machine too busy to render within its budget: tried again.
    const next = setting.goods[attempt % 2] === live ? (setting.goods[(attempt + 1) % 2] as string) : (setting.goods[attempt % 2] as string);
    const t0 = Date.now();
    release(setting.remotesFile, next);
    for (const deadline = Date.now() + 150_000; Date.now() < deadline; await pause(250)) {
      const now = await Promise.all(setting.processes.map((api) => releaseStatus(api, setting.token)));
      const refusals = now.flatMap((status) => status.refused.filter((entry) => Date.parse(entry.at) >= t0 && entry.locations?.catalog === next));
      if (now.every((status) => status.candidate === null && (status.live.locations.catalog === next || refusals.length > 0))) {
        problems.push(...refusals.map((entry) => entry.reason));
        break;
      }
    }
  }
  throw new Error(`No good release went live on every process: ${problems.join('; ') || 'its checks did not end'}`);
}

/**
 * Why a process does not serve `good` or render a page of the catalogue on the server (waits up to
 * 30 s for new workers), or '' when every one does.
 */
async function servingProblem(setting: ReleaseSetting, good: string): Promise<string> {
  const statuses = await Promise.all(setting.processes.map((api) => releaseStatus(api, setting.token)));
  if (!statuses.every((status) => status.live.locations.catalog === good)) return `live: ${statuses.map((status) => status.live.locations.catalog).join(', ')}`;
  const named = await Promise.all(setting.processes.map(async (api) => ((await (await fetch(`${api.url}/remotes.json`)).json()) as { catalog: string }).catalog));
  if (!named.every((address) => address === good)) return `/remotes.json names ${named.join(', ')}`;
  const rendered = async (api: ApiProcess) => {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await pause(250)) {
      const page = await fetch(`${api.url}/innbruddsalarm`, { headers: { accept: 'text/html' } });
      const html = await page.text();
      if (page.headers.get('x-page-render') !== 'browser' && html.includes('data-boundary="catalog"')) return true;
    }
    return false;
  };
  const renders = await Promise.all(setting.processes.map(rendered));
  return renders.every(Boolean) ? '' : `no catalogue page rendered on the server within 30 s by process ${renders.map((ok, n) => (ok ? '' : n + 1)).filter(Boolean).join(', ')}`;
}

/** Page views and CPU over `ms` with nothing broken: what the cases are held against. */
export async function baseline(setting: ReleaseSetting, ms: number): Promise<{ pages: PageFigures; cpuSeconds: number; wallSeconds: number }> {
  const pids = setting.processes.map((api) => api.pid);
  const pages = setting.views.record();
  const cpu = cpuSecondsOf(pids);
  const started = performance.now();
  await pause(ms);
  setting.views.stopRecording(pages);
  return { pages, cpuSeconds: cpuSecondsOf(pids) - cpu, wallSeconds: (performance.now() - started) / 1000 };
}

/**
 * One broken release: `act` re-points the catalogue (or spoils the remotes file) and answers the
 * address it names (null: none, a file that cannot be read). Page views and the processes' CPU are
 * recorded for at least `windowMs` and until every process has refused or rolled it back (at most
 * 60 s). Then the operator's status and the pages say whether the last good release serves.
 */
export async function releaseCase(setting: ReleaseSetting, name: string, act: () => string | null, windowMs: number): Promise<ReleaseCaseFigures> {
  const good = await goodWithPrevious(setting);
  const pids = setting.processes.map((api) => api.pid);
  const pages = setting.views.record();
  const cpu = cpuSecondsOf(pids);
  const started = performance.now();
  const t0 = Date.now();
  const named = act();
  const decided = new Map<number, { at: number; rolledBack: boolean; reason: string }>();
  const wentLive = new Map<number, number>();
  const after = (at: string) => Date.parse(at) >= t0 - 5;
  while (performance.now() - started < 60_000) {
    const statuses = await Promise.all(setting.processes.map((api) => releaseStatus(api, setting.token)));
    statuses.forEach((status, n) => {
      if (named !== null && status.live.locations.catalog === named && !wentLive.has(n)) wentLive.set(n, Date.parse(status.live.since));
      const refusal = status.refused.find((entry) => after(entry.at) && (named === null ? entry.locations === null : entry.locations?.catalog === named));
      if (refusal && !decided.has(n)) decided.set(n, { at: Date.parse(refusal.at), rolledBack: refusal.reason.startsWith('rolled back'), reason: refusal.reason });
    });
    if (decided.size === setting.processes.length && performance.now() - started >= windowMs) break;
    await pause(250);
  }
  setting.views.stopRecording(pages);
  const cpuSeconds = cpuSecondsOf(pids) - cpu;
  const wallSeconds = (performance.now() - started) / 1000;
  const outcomes = [...decided.values()];
  const outcome = decided.size < setting.processes.length ? 'live' : outcomes.some((entry) => entry.rolledBack) ? 'rolled back' : 'refused';
  const liveFor = [...wentLive].map(([n, since]) => (decided.get(n)?.at ?? Date.now()) - since);
  // The remotes file still names the broken release after a rollback: the operator re-points it.
  // `npm run release` will not write over a file it cannot read: a half-written one is removed first.
  if (named === null) rmSync(setting.remotesFile, { force: true });
  release(setting.remotesFile, good);
  return {
    name,
    outcome,
    decidedMs: outcome === 'live' ? Number.NaN : Math.max(...outcomes.map((entry) => entry.at - t0)),
    liveMs: liveFor.length === 0 ? 0 : Math.max(...liveFor),
    reason: outcomes[0]?.reason ?? '',
    ...(await servingProblem(setting, good).then((problem) => ({ lastGoodServes: problem === '', lastGoodProblem: problem }))),
    pages,
    cpuSeconds,
    wallSeconds,
  };
}
