// What decides a Lighthouse figure besides the page: the browser and its JavaScript engine, the
// machine and how busy it is, and whether the built scripts carry V8's compile hint. bench:pages
// prints these beside its table, so a figure can be reproduced (or told apart from another one).
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT } from './compile-hint.mjs';
import { repoRoot } from './shop-server.mjs';

/** Browser and V8 versions as the running Chromium reports them on its DevTools port. */
export async function browserVersions(port) {
  const answer = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  return { browser: answer.Browser ?? 'unknown', v8: answer['V8-Version'] ?? 'unknown' };
}

/** Whether the shell's entry script starts with the compile hint (the build adds it to every script). */
function compileHintInBuild() {
  try {
    return readFileSync(path.join(repoRoot, 'shell', 'dist', 'main.js'), 'utf8').startsWith(COMPILE_HINT);
  } catch {
    return false;
  }
}

export function machine() {
  const list = cpus();
  return { cpu: `${list[0]?.model ?? 'unknown'} × ${list.length}`, load: loadavg().map((value) => value.toFixed(1)).join(' ') };
}

/** The lines printed under the table. */
export function describeConditions({ versions, lighthouseVersion, start, end, cpu, benchmarkIndex }) {
  return [
    `Browser: ${versions.browser}, V8 ${versions.v8}; Lighthouse ${lighthouseVersion}`,
    `Machine: ${start.cpu}; load average (1, 5, 15 min) ${start.load} at the start, ${end.load} at the end`,
    `CPU slowdown ${cpu}x from benchmark index ${Math.round(benchmarkIndex)}; caches cold (storage cleared before every run) but for the cached kind (two loads of the page before it)`,
    `Compile hint (//# allFunctionsCalledOnLoad) in the build: ${compileHintInBuild() ? 'yes' : 'no'}`,
  ];
}
