import type { Figures } from './load';
import type { RoundResult, ServerResult } from './round-result';

const DB_NAMES = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL 15 (server)' } as const;
const num = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (value: number) => `${num(value, value < 10 ? 1 : 0)} ms`;
const cell = (figures: Figures | undefined) =>
  figures
    ? `${num(figures.requestsPerSecond).padStart(8)} ${ms(figures.p50Ms).padStart(8)} ${ms(figures.p99Ms).padStart(8)}${figures.errors > 0 ? ` (${figures.errors} errors)` : ''}`
    : ''.padStart(26);

/** Targets of issue 7, checked against the figures: [scenario, db or any, what must hold]. */
const TARGETS: Array<{ name: string; db?: RoundResult['db']; check: (at10k: Figures, at100k?: Figures) => string | null }> = [
  { name: 'detail', check: readTarget(10_000) },
  { name: 'search, first 24', check: readTarget(3_000) },
  { name: 'order sends', db: 'postgres', check: (at10k) => (at10k.requestsPerSecond >= 300 ? null : `${num(at10k.requestsPerSecond)} orders/s < 300`) },
  { name: 'order sends', db: 'pglite', check: (at10k) => (at10k.requestsPerSecond >= 100 ? null : `${num(at10k.requestsPerSecond)} orders/s < 100`) },
];

function readTarget(minimum: number) {
  return (at10k: Figures, at100k?: Figures): string | null => {
    const misses: string[] = [];
    if (at10k.requestsPerSecond < minimum) misses.push(`${num(at10k.requestsPerSecond)} req/s < ${num(minimum)} at 10k`);
    if (at10k.p99Ms > 25) misses.push(`p99 ${ms(at10k.p99Ms)} > 25 ms at 10k`);
    if (at100k && at100k.requestsPerSecond < at10k.requestsPerSecond / 2) misses.push('more than 2× slower at 100k');
    if (at100k && at100k.p99Ms > 25) misses.push(`p99 ${ms(at100k.p99Ms)} > 25 ms at 100k`);
    return misses.length > 0 ? misses.join('; ') : null;
  };
}

/**
 * An answer that grows with the catalogue (a whole category) is judged by bytes per second: ten
 * times the products make each answer ten times larger, so its req/s must fall about tenfold.
 * The target is the same as for the other reads: no worse than 2× slower at 100k.
 */
function bytesTarget(at10k: Figures, at100k?: Figures): string | null {
  if (!at100k || at10k.bytesPerSecond === undefined || at100k.bytesPerSecond === undefined) return null;
  const ratio = at100k.bytesPerSecond / at10k.bytesPerSecond;
  return ratio < 0.5 ? `MB/s at 100k is ${ratio.toFixed(2)}× that at 10k, more than 2× slower` : null;
}

const megabytes = (bytes: number) => {
  const mb = bytes / 1_000_000;
  return `${num(mb, mb < 1 ? 2 : mb < 10 ? 1 : 0)} MB`;
};

function server(round: RoundResult | undefined, label = 'current'): ServerResult | undefined {
  return round?.servers.find((candidate) => candidate.label === label);
}

/** One table per database: each route at each size, and the ratio of the largest to the smallest. */
export function printReport(rounds: RoundResult[]): void {
  for (const db of ['pglite', 'postgres'] as const) {
    const ofDb = rounds.filter((round) => round.db === db).sort((a, b) => a.size - b.size);
    if (ofDb.length === 0) continue;
    const small = ofDb[0] as RoundResult;
    const large = ofDb.length > 1 ? (ofDb.at(-1) as RoundResult) : undefined;
    const sizes = ofDb.map((round) => `${num(round.size)} products`.padEnd(26));
    const fewer = Object.keys(small.scenarioConnections ?? {}).length > 0 ? ' (fewer where the table below says so)' : '';
    console.log(`\n${DB_NAMES[db]}: ${small.connections} connections${fewer}, median of ${small.repeat} × ${small.seconds} s`);
    console.log(`${''.padEnd(34)}${sizes.map((size) => `  ${size}`).join('')}${large ? `  ${num(large.size / 1000)}k/${num(small.size / 1000)}k` : ''}`);
    console.log(`${'route'.padEnd(34)}${ofDb.map(() => `  ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}`).join('')}${large ? '   req/s    p99' : ''}`);
    const names = Object.keys(server(small)?.figures ?? {});
    for (const name of names) {
      const row = ofDb.map((round) => cell(server(round)?.figures[name]));
      let ratio = '';
      const a = server(small)?.figures[name];
      const b = large ? server(large)?.figures[name] : undefined;
      if (a && b) ratio = `  ${(b.requestsPerSecond / a.requestsPerSecond).toFixed(2).padStart(5)}× ${(b.p99Ms / Math.max(a.p99Ms, 0.1)).toFixed(2).padStart(5)}×`;
      console.log(`${name.padEnd(34)}${row.map((text) => `  ${text}`).join('')}${ratio}`);
    }
    printGrowing(ofDb, small, large);
    for (const round of ofDb) {
      const current = server(round);
      if (!current) continue;
      const orders = current.orders
        ? `orders acknowledged (202) ${num(current.orders.acknowledged)}, of those stored ${num(current.orders.stored)}` +
          `${current.orders.stored === current.orders.acknowledged ? ' (all)' : ' (MISSING ORDERS)'}, the users' orders in the database (incl. those still in flight when the run stopped) ${num(current.orders.ofUsers)}`
        : 'orders not measured';
      console.log(
        `${num(round.size).padStart(7)} products: API RSS ${num(current.memory.afterLoadMiB)} MiB loaded, ${num(current.memory.afterRunMiB)} MiB after the run, ` +
          `peak ${num(current.memory.peakMiB)} MiB; API start ${num(current.startSeconds, 1)} s; seeding ${num(round.seedSeconds, 1)} s; ${orders}`,
      );
    }
    for (const target of TARGETS.filter((candidate) => !candidate.db || candidate.db === db)) {
      const at10k = server(small)?.figures[target.name];
      if (!at10k) continue;
      const miss = target.check(at10k, large ? server(large)?.figures[target.name] : undefined);
      console.log(`target ${target.name}: ${miss ? `NOT MET (${miss})` : 'met'}`);
    }
    for (const name of Object.keys(server(small)?.answerBytes ?? {})) {
      const at10k = server(small)?.figures[name];
      const at100k = large ? server(large)?.figures[name] : undefined;
      if (!at10k || !at100k) continue;
      const miss = bytesTarget(at10k, at100k);
      console.log(`target ${name} (by MB/s): ${miss ? `NOT MET (${miss})` : 'met'}`);
    }
  }
  printComparison(rounds);
}

/** The scenarios whose answers grow with the catalogue: answer size, connections, MB/s and its ratio. */
function printGrowing(ofDb: RoundResult[], small: RoundResult, large: RoundResult | undefined): void {
  const names = Object.keys(server(small)?.answerBytes ?? {});
  if (names.length === 0) return;
  console.log('answers that grow with the catalogue, judged by MB/s (body bytes received a second by a byte-counting client, large-answers.ts; answer = mean size as sent):');
  console.log(`${'route'.padEnd(34)}${ofDb.map(() => `  ${'answer'.padStart(8)} ${'MB/s'.padStart(8)} ${'conns'.padStart(8)}`).join('')}${large ? '    MB/s' : ''}`);
  for (const name of names) {
    const cells = ofDb.map((round) => {
      const bytes = server(round)?.answerBytes?.[name];
      const perSecond = server(round)?.figures[name]?.bytesPerSecond;
      const connections = round.scenarioConnections?.[name] ?? round.connections;
      return `${(bytes === undefined ? '' : megabytes(bytes)).padStart(8)} ${(perSecond === undefined ? '' : num(perSecond / 1_000_000)).padStart(8)} ${num(connections).padStart(8)}`;
    });
    const a = server(small)?.figures[name]?.bytesPerSecond;
    const b = large ? server(large)?.figures[name]?.bytesPerSecond : undefined;
    const ratio = a && b !== undefined ? `  ${(b / a).toFixed(2).padStart(5)}×` : '';
    console.log(`${name.padEnd(34)}${cells.map((text) => `  ${text}`).join('')}${ratio}`);
  }
}

/** With --compare: both builds side by side, and the current one's figures over the other's. */
function printComparison(rounds: RoundResult[]): void {
  const compared = rounds.filter((round) => server(round, 'compare'));
  if (compared.length === 0) return;
  for (const round of compared) {
    const current = server(round) as ServerResult;
    const other = server(round, 'compare') as ServerResult;
    console.log(`\n${DB_NAMES[round.db]}, ${num(round.size)} products: current (${current.serverFile}) beside compare (${other.serverFile}), same run`);
    console.log(`${'route'.padEnd(34)}  ${'current req/s  p50  p99'.padStart(26)}  ${'compare req/s  p50  p99'.padStart(26)}   req/s ratio  p99 ratio`);
    for (const name of Object.keys(current.figures)) {
      const a = current.figures[name] as Figures;
      const b = other.figures[name];
      const ratio = b ? `${(a.requestsPerSecond / b.requestsPerSecond).toFixed(2).padStart(9)}× ${(a.p99Ms / Math.max(b.p99Ms, 0.1)).toFixed(2).padStart(9)}×` : '';
      console.log(`${name.padEnd(34)}  ${cell(a)}  ${cell(b)}  ${ratio}`);
    }
    const memory = (result: ServerResult) => `${num(result.memory.afterLoadMiB)} / ${num(result.memory.peakMiB)} MiB`;
    console.log(`RSS loaded / peak: current ${memory(current)}, compare ${memory(other)}; start: current ${num(current.startSeconds, 1)} s, compare ${num(other.startSeconds, 1)} s`);
    for (const [label, result] of [['current', current], ['compare', other]] as const) {
      if (result.orders) console.log(`orders ${label}: acknowledged ${num(result.orders.acknowledged)}, stored ${num(result.orders.stored)}`);
    }
  }
}
