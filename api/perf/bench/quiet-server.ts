import { readFileSync } from 'node:fs';
import { request } from 'node:http';

/** A cheap call: the menu is written once per snapshot and answered from memory. */
const PROBE_PATH = '/api/product/menu';
/** Quick enough for an idle API on this machine (it answers the menu in about 1 ms). */
const QUICK_MS = 20;
/** Share of one core an idle API may use between probes (the probes themselves, timers). */
const IDLE_CPU_SHARE = 0.25;
const QUIET_IN_A_ROW = 3;
const PAUSE_MS = 200;
const GIVE_UP_MS = 120_000;
/** Clock ticks a second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface ProbedApi {
  url: string;
  pid: number;
}

/** CPU seconds the process has used (user and system, all its threads), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Milliseconds for one GET of `path`, body read; the status must be 200. */
function timeGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const call = request(`${baseUrl}${path}`, { headers: { connection: 'close', ...headers } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200 ? resolve({ ms: performance.now() - started, bytes }) : reject(new Error(`${path} answered ${response.statusCode}`)),
      );
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

/**
 * Waits until every API of the round is quiet several probes in a row: it answers a cheap call
 * quickly and has used little CPU since the last probe. Returns how long that took. When a load
 * stops, an API may still be busy with what it left behind (answers to requests already read,
 * compressions on libuv's threads, which a quick answer alone would not show, garbage
 * collection); with --compare, the other build's leftovers would run during this one's load.
 * Without the wait, that work would count against the next load. Gives up after two minutes.
 */
export async function waitUntilQuiet(apis: readonly ProbedApi[]): Promise<number> {
  const started = performance.now();
  let before = apis.map((api) => cpuSeconds(api.pid));
  let since = performance.now();
  for (let quiet = 0; quiet < QUIET_IN_A_ROW; ) {
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`The APIs were not quiet within ${GIVE_UP_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const seconds = (performance.now() - since) / 1000;
    const after = apis.map((api) => cpuSeconds(api.pid));
    const idle = after.every((cpu, index) => (cpu - (before[index] as number)) / seconds <= IDLE_CPU_SHARE);
    [before, since] = [after, performance.now()];
    const quick = (await Promise.all(apis.map((api) => timeGet(api.url, PROBE_PATH)))).every(({ ms }) => ms <= QUICK_MS);
    quiet = idle && quick ? quiet + 1 : 0;
  }
  return performance.now() - started;
}

/**
 * The mean size in bytes of the answers to `paths`, as sent (compressed when `headers` ask for
 * it): node:http, which does not decompress, one request after the other on an idle API.
 */
export async function meanAnswerBytes(baseUrl: string, paths: string[], headers: Record<string, string>): Promise<number> {
  let total = 0;
  for (const path of paths) total += (await timeGet(baseUrl, path, headers)).bytes;
  return total / Math.max(paths.length, 1);
}
