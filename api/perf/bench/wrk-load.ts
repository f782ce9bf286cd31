// A second load generator for the page benchmark: wrk (C, one event-loop thread), when the machine
// has it (`apt-get install wrk`). autocannon runs in Node and, on a 2-core machine, takes a whole
// core to generate 4,000 answers a second: its own event loop then delays the answers it times.
// wrk needs a fraction of that, so its figures are closer to what the server itself does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Figures, HttpLoad } from './load';

/** Whether `wrk` is on the PATH. */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;
}

const luaString = (text: string) => JSON.stringify(text); // a JSON string is a valid Lua string for these characters

/**
 * The Lua script: the paths cycled one per request, the headers, and one line of figures at the
 * end. With `countHeader`, the answers whose header of that name has that value are counted too
 * (in the thread's own Lua state, read by `done` through the thread: wrk's `done` runs in another).
 */
function wrkScript(load: Pick<HttpLoad, 'paths' | 'headers'>, countHeader?: CountedHeader): string {
  const counting = countHeader
    ? [
        'local threads = {}',
        'setup = function(thread) table.insert(threads, thread) end',
        'counted = 0',
        `response = function(status, headers, body) if headers[${luaString(countHeader.name)}] == ${luaString(countHeader.value)} then counted = counted + 1 end end`,
      ]
    : [];
  return [
    `local paths = { ${load.paths.map(luaString).join(', ')} }`,
    ...Object.entries(load.headers ?? {}).map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`),
    ...counting,
    'local index = 0',
    'request = function()',
    '  index = index + 1',
    '  return wrk.format("GET", paths[(index % #paths) + 1])',
    'end',
    'done = function(summary, latency)',
    '  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout',
    countHeader ? '  local total = 0; for _, thread in ipairs(threads) do total = total + thread:get("counted") end' : '  local total = 0',
    '  io.write(string.format("FIGURES %d %d %d %d %d %d\\n", summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), errors, total))',
    'end',
  ].join('\n');
}

/** An answer header and the value whose answers a load counts (wrk: `counted` in its figures). */
export interface CountedHeader {
  name: string;
  value: string;
}

/** Reads the script's line of figures (microseconds) from wrk's output. */
function wrkFigures(output: string): Figures & { requests: number; counted: number } {
  const line = /^FIGURES (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)$/m.exec(output);
  if (!line) throw new Error(`wrk printed no figures:\n${output}`);
  const [requests, durationUs, p50Us, p99Us, errors, counted] = line.slice(1).map(Number) as [number, number, number, number, number, number];
  return { requestsPerSecond: requests / (durationUs / 1e6), p50Ms: p50Us / 1000, p99Ms: p99Us / 1000, errors, requests, counted };
}

/** `connections` keep-alive connections for `seconds`, from one wrk thread. */
export function loadWithWrk(
  baseUrl: string,
  load: Pick<HttpLoad, 'paths' | 'headers' | 'seconds' | 'connections'>,
  countHeader?: CountedHeader,
): Figures & { requests: number; counted: number } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-wrk-'));
  try {
    const script = path.join(dir, 'paths.lua');
    writeFileSync(script, wrkScript(load, countHeader));
    const run = spawnSync('wrk', ['-t1', `-c${load.connections}`, `-d${load.seconds}s`, '-s', script, baseUrl], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
    return wrkFigures(run.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
