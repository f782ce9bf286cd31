import { readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../../src/infra/db/db';
import { importCatalog } from '../../../src/modules/catalog/import-catalog';
import { loadCatalogRows } from '../../../src/modules/catalog/load-catalog-rows';
import { type Figures, loadHttp } from '../../bench/load';
import type { Customer } from '../shop-client';
import { msUntil, pause } from './timing';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One GET with exactly these headers, on a connection of its own (fetch cannot name another Host). */
export function ask(base: string, address: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const asked = request(new URL(address, base), { headers, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString('utf8') }));
      answer.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

/** nginx's word on where the answer came from: HIT, MISS, BYPASS, STALE, UPDATING, REVALIDATED or none. */
export const cacheStatus = (answer: Answer) => String(answer.headers['x-cache-status'] ?? '');

/**
 * How long a page is asked for again: on a busy machine a render that misses its budget falls back
 * to the browser's page, which no cache keeps (a shared machine can fall back for many seconds).
 */
const PATIENCE_MS = 60_000;

/**
 * The page asked until nginx sends it from its cache (the first asks reach processes that render
 * it, and only a page a process sent again from its own cache may be kept): the answer, or null.
 */
export async function fromNginxCache(base: string, address: string, headers: Record<string, string> = {}): Promise<Answer | null> {
  for (const started = performance.now(); performance.now() - started < PATIENCE_MS; ) {
    const answer = await ask(base, address, headers);
    if (cacheStatus(answer) === 'HIT') return answer;
    await pause(50);
  }
  return null;
}

/**
 * The page asked until it is rendered on the server (now, or sent again from a cache): the
 * browser's page shows neither the consent bar nor prices. The last answer, at worst.
 */
async function rendered(base: string, address: string, headers: Record<string, string> = {}): Promise<Answer> {
  let answer = await ask(base, address, headers);
  for (const started = performance.now(); performance.now() - started < PATIENCE_MS && answer.headers['x-page-render'] === 'browser'; ) {
    await pause(50);
    answer = await ask(base, address, headers);
  }
  return answer;
}

const CONSENT_BAR = 'data-testid="consent-bar"';
const RENDERED = 'data-boundary="catalog"';
const PRICED = /"price"\s*:\s*\d/;

interface EdgeCheck {
  name: string;
  figure: string;
  ok: boolean;
}

/** Every file of nginx's cache, as text: what it stored, its key line included. */
function cachedFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'latin1'));
}

/**
 * nginx's cache in front of the processes (api/deploy/nginx-several-processes.conf): a visitor's
 * page served from it, a logged-in page never stored, and hostile requests that neither make nor
 * are served a wrong kept page.
 */
export async function edgeCacheChecks(base: string, cacheFolder: string, customer: Customer, sku: string): Promise<EdgeCheck[]> {
  const checks: EdgeCheck[] = [];
  const check = (name: string, figure: string, ok: boolean) => checks.push({ name, figure, ok });
  const product = `/produkter/${encodeURIComponent(sku)}`;

  const visitor = await fromNginxCache(base, product);
  check(
    "a visitor's page served from nginx's cache",
    visitor ? `HIT, ${visitor.headers['cache-control']}, rendered ${visitor.body.includes(RENDERED)}, priced ${PRICED.test(visitor.body)}` : 'never a HIT',
    visitor !== null && visitor.body.includes(RENDERED) && !PRICED.test(visitor.body),
  );

  // The customer's page, asked three times after the visitor's was kept: theirs each time, stored nowhere.
  const customerAnswers = [];
  for (let time = 0; time < 3; time += 1) customerAnswers.push(await rendered(base, product, { cookie: customer.cookie }));
  const own = customerAnswers.filter((answer) => cacheStatus(answer) === 'BYPASS' && answer.headers['cache-control'] === 'private, no-store' && PRICED.test(answer.body));
  const pages = cachedFiles(cacheFolder).filter((file) => file.includes('text/html'));
  const storedTheirs = pages.filter((file) => file.includes(customer.email) || PRICED.test(file)).length;
  check('a logged-in page never stored', `${own.length} of 3 theirs (BYPASS, priced, private); ${storedTheirs} of ${pages.length} kept pages name them or a price`, own.length === 3 && storedTheirs === 0 && pages.length > 0);

  // Hostile requests, each followed by what a plain visitor gets.
  const hostHostile = await ask(base, product, { host: 'evil.example' });
  const afterHost = await fromNginxCache(base, product);
  check(
    'Host: evil.example',
    `${hostHostile.status} ${cacheStatus(hostHostile)}; then a visitor: ${afterHost ? `HIT, names evil.example ${afterHost.body.includes('evil.example')}` : 'never a HIT'}`,
    hostHostile.status === 421 && cacheStatus(hostHostile) === 'BYPASS' && afterHost !== null && !afterHost.body.includes('evil.example'),
  );

  const unknown = `/innbruddsalarm?${Array.from({ length: 20 }, (_, index) => `x${index}=${index}`).join('&')}`;
  const unknownAnswers = [];
  for (let time = 0; time < 4; time += 1) unknownAnswers.push(await ask(base, unknown));
  const unknownHits = unknownAnswers.filter((answer) => cacheStatus(answer) === 'HIT').length;
  check('20 unknown parameters', `${unknownHits} of 4 from nginx's cache; statuses ${[...new Set(unknownAnswers.map((answer) => answer.status))].join(',')}`, unknownHits === 0 && unknownAnswers.every((answer) => answer.status === 200));

  // Consent: the page with the bar for the unanswered (however a cookie's value decodes), without it for an answer.
  const decodesToAnswer = await rendered(base, '/innbruddsalarm', { cookie: 'x=a%3B%20consent%3Dtrue' });
  const firstThenSecond = await rendered(base, '/innbruddsalarm', { cookie: 'consent=false; consent=true' });
  const claimed = await rendered(base, '/innbruddsalarm', { 'x-edge-consent': 'answered:' });
  const answered = await fromNginxCache(base, '/innbruddsalarm', { cookie: 'consent=true; enabled-cookies=' });
  const unanswered = await fromNginxCache(base, '/innbruddsalarm');
  const bar = (answer: Answer | null) => (answer === null ? 'none' : answer.body.includes(CONSENT_BAR) ? 'bar' : 'no bar');
  check(
    "a cookie decoding to 'a; consent=true', two consent cookies, a sent X-Edge-Consent",
    `${bar(decodesToAnswer)} (${cacheStatus(decodesToAnswer)}), ${bar(firstThenSecond)} (${cacheStatus(firstThenSecond)}), ${bar(claimed)}; answered: ${bar(answered)}, unanswered: ${bar(unanswered)} (both HIT)`,
    [decodesToAnswer, firstThenSecond, claimed, unanswered].every((answer) => bar(answer) === 'bar') && bar(answered) === 'no bar',
  );

  const forged = [];
  for (let time = 0; time < 3; time += 1) forged.push(await ask(base, product, { cookie: 'access=forged; refresh=forged' }));
  const front = await fromNginxCache(base, '/');
  const english = await ask(base, '/', { cookie: 'locale=en' });
  check(
    'a forged session cookie; the front page with locale=en',
    `${forged.map(cacheStatus).join(',')}; ${front ? 'front page HIT' : 'front page never HIT'}, then ${english.status} to ${english.headers.location}`,
    forged.every((answer) => cacheStatus(answer) === 'BYPASS' && answer.status === 200) && front !== null && english.status === 302 && english.headers.location === '/en',
  );
  return checks;
}

/**
 * An import that renames a product, its page kept by nginx: the ms from the import's commit to
 * nginx serving the page with the new name (null: not within a minute).
 */
export async function importToEdge(db: Db, base: string, sku: string): Promise<{ ms: number | null; title: string; status: string }> {
  const address = `/produkter/${encodeURIComponent(sku)}`;
  await fromNginxCache(base, address);
  const rows = await loadCatalogRows(db);
  const title = `Omdøpt ${Date.now()}`;
  await importCatalog(db, { ...rows, products: rows.products.map((row) => (row.sku === sku ? { ...row, title: { ...row.title, nb: title } } : row)) });
  let status = '';
  const ms = await msUntil(async () => {
    const answer = await ask(base, address);
    status = cacheStatus(answer);
    return answer.body.includes(title);
  }, 60_000);
  return { ms, title, status };
}

interface CacheFigures {
  cached: Figures;
  uncached: Figures;
  /** The machine's load average (1 min) before and after: it is shared. */
  load: [number, number];
}

/** Visitors' pages per second and p99 through nginx with its cache and through the same nginx configuration without it. */
export async function cacheFigures(cachedBase: string, uncachedBase: string, paths: string[], seconds: number): Promise<CacheFigures> {
  for (const address of paths) await fromNginxCache(cachedBase, address, { 'accept-encoding': 'br' });
  const before = os.loadavg()[0] ?? 0;
  const headers = { 'accept-encoding': 'br' };
  const uncached = await loadHttp(uncachedBase, { paths, seconds, connections: 16, headers });
  const cached = await loadHttp(cachedBase, { paths, seconds, connections: 16, headers });
  return { cached, uncached, load: [before, os.loadavg()[0] ?? 0] };
}
