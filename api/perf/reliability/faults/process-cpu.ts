import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpuTicksOf } from './figures';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU seconds (user + system, all threads) the processes used so far; a process gone counts 0. */
export function cpuSecondsOf(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      ticks += cpuTicksOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      // exited: its time is no longer readable
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** The machine's load average (1, 5, 15 min), as printed beside the figures. */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
