/** The pure arithmetic of the faults suite: percentiles, shares, CPU time from /proc. */

/** The value below which `p` per cent of `values` lie (nearest rank); NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** `part` of `whole` in per cent, one decimal; NaN when there is no whole. */
export function share(part: number, whole: number): number {
  return whole === 0 ? Number.NaN : Math.round((part / whole) * 1000) / 10;
}

/**
 * The CPU time a process has used, user and system, all its threads (render workers are threads of
 * the API process), in clock ticks: fields 14 and 15 of /proc/<pid>/stat. The command name in
 * field 2 is in parentheses and may hold spaces, so fields are counted after its last `)`.
 */
export function cpuTicksOf(stat: string): number {
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // afterName[0] is field 3 (state): utime is field 14, stime field 15.
  const utime = Number(afterName[11]);
  const stime = Number(afterName[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`Not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return utime + stime;
}

/**
 * What a case cost in CPU beyond a healthy shop's: the seconds it used, less the baseline's rate
 * (seconds per second) over the case's length.
 */
export function extraCpuSeconds(caseSeconds: number, caseWallSeconds: number, baselineSeconds: number, baselineWallSeconds: number): number {
  return caseSeconds - (baselineSeconds / baselineWallSeconds) * caseWallSeconds;
}

export interface OrderCounts {
  /** Acknowledged (202) keys missing from the database. */
  lost: number;
  /** Keys stored more than once. */
  doubled: number;
}

/** Acknowledged keys against the rows stored per key. */
export function countOrders(acknowledged: readonly string[], storedPerKey: ReadonlyMap<string, number>): OrderCounts {
  return {
    lost: acknowledged.filter((key) => !storedPerKey.has(key)).length,
    doubled: [...storedPerKey.values()].filter((n) => n > 1).length,
  };
}

/**
 * Pages the server rendered for the browser instead, by reason, from an API process's log: it
 * writes one line per reason at most every 10 s, with how many it left unsaid since the last.
 */
export function fallbacksByReason(log: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of log.split('\n')) {
    if (!line.includes('server render fell back')) continue;
    try {
      const { reason, since } = JSON.parse(line) as { reason?: unknown; since?: unknown };
      if (typeof reason !== 'string') continue;
      counts.set(reason, (counts.get(reason) ?? 0) + 1 + (typeof since === 'number' ? since : 0));
    } catch {
      // not a JSON line
    }
  }
  return counts;
}
