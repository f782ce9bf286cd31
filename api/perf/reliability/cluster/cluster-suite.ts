// `npm run suite:cluster`: several API processes on one PostgreSQL 15 server behind Debian's nginx
// (README, "Running several processes"). `npm run suite:cluster` installs Debian's nginx when it is
// missing (scripts/debian-package.mjs) and runs this through scripts/with-postgres.mjs, which starts
// a throw-away server and sets DATABASE_URL.
// Prints every figure and exits with 1 when a check fails.
//
//   tsx perf/reliability/cluster/cluster-suite.ts [--rounds 20]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPgPoolDb } from '../../../src/infra/db/pg-pool-db';
import { throwAwayDatabase } from '../../../test/support/throw-away-database';
import { type ApiProcess, buildApi, freePort, startApi } from '../api-process';
import { registerCustomer, someSkus } from '../shop-client';
import { table } from '../table';
import { cacheFigures, cacheStatus, edgeCacheChecks, fromNginxCache, ask, importToEdge } from './edge-cache';
import { endedSessions } from './ended-sessions';
import { importRace } from './import-race';
import { underLoad } from './kill-under-load';
import { loginLimits } from './login-limits';
import { monthLimitRace } from './month-limit-race';
import { pagesRendered } from './pages-rendered';
import { approvalsElsewhere, statusChangesElsewhere } from './staff-actions';
import { newStaffMember } from './staff-member';
import { nginxBinary, startNginx } from './nginx';
import { medianAndWorst, pause } from './timing';
import { startRace } from './start-race';

const { values: options } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const rounds = Number(options.rounds);
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('Run through scripts/with-postgres.mjs (npm run suite:cluster): DATABASE_URL is not set');

/** The goal for what one process learns to reach every other. */
const AT_ONCE_MS = 200;
const checks: Array<{ name: string; figure: string; ok: boolean }> = [];
const check = (name: string, figure: string, ok: boolean) => {
  checks.push({ name, figure, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}: ${figure}`);
};
const ms = (value: number) => `${Math.round(value)} ms`;
const spread = (values: Array<number | null>) => {
  const { median, worst, missing } = medianAndWorst(values);
  return { text: `median ${ms(median)}, worst ${ms(worst)}${missing > 0 ? `, ${missing} never` : ''} (${values.length} times)`, ok: missing === 0 && worst <= AT_ONCE_MS };
};

await buildApi();
const installedNginx = nginxBinary();
const work = mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-'));
// Shared by the processes: with PostgreSQL only the outbox of the mail (confirmation links) lives there.
const env = { DATA_DIR: work, TRUST_PROXY: 'loopback', SEED_DEMO_CATALOG: 'true' };
const running: ApiProcess[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
const database = await throwAwayDatabase(adminUrl, 'shop_cluster');
const db = await openPgPoolDb(database.url);
try {
  console.log(`\n${rounds} rounds of three processes started at the same moment on an empty database`);
  const race = await startRace(adminUrl, rounds, env);
  const slowest = Math.max(...race.seconds);
  check('simultaneous first starts', `${race.failed} of ${race.starts} failed; all three ready within ${slowest.toFixed(1)} s at worst`, race.failed === 0);
  if (race.firstFailure) console.log(`  first failure: ${race.firstFailure}`);

  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  const nginxPort = await freePort();
  // As the README's configuration has it: longer than nginx keeps an idle connection (2 s). The
  // shop's address is nginx's; each process is also asked directly, and nginx passes $host (no port).
  const hosts = ['127.0.0.1', ...ports.map((port) => `127.0.0.1:${port}`)].join(',');
  // New organisations wait for staff's approval, as in production: the suite's staff member approves
  // every customer it registers (on the first process), and the approvals are timed on their own.
  const clusterEnv = { ...env, DATABASE_URL: database.url, SHUTDOWN_DELAY_MS: '3000', PUBLIC_URL: `http://127.0.0.1:${nginxPort}`, ALLOWED_HOSTS: hosts, REQUIRE_APPROVAL: 'true' };
  running.push(...(await Promise.all(ports.map((port) => startApi(clusterEnv, port)))));
  nginx = await startNginx(installedNginx, path.join(work, 'nginx'), nginxPort, ports);
  const [a, b, c] = running as [ApiProcess, ApiProcess, ApiProcess];
  console.log(`\nThree processes (${ports.join(', ')}) behind nginx at ${nginx.url}`);
  const outbox = path.join(work, 'outbox');
  const staff = await newStaffMember(db, a.url);
  const approveOnFirst = async (organizationNumber: string) => {
    const answer = await fetch(`${a.url}/api/staff/organizations/${organizationNumber}/approve`, { method: 'POST', headers: { cookie: staff.cookie } });
    if (answer.status !== 200) throw new Error(`Approving ${organizationNumber} answered ${answer.status}: ${await answer.text()}`);
  };
  const shopUrl = nginx.url;
  const newCustomer = () => registerCustomer(shopUrl, outbox, approveOnFirst);
  const customer = await newCustomer();

  console.log('\nPages rendered on the server by every process, through nginx and directly');
  const [pageSku] = await someSkus(nginx.url, 1);
  const pages = await pagesRendered(nginx.url, running, customer, pageSku as string);
  check('visitors\' pages rendered on the server', `${pages.rendered} of ${pages.asked}`, pages.rendered === pages.asked);
  check('visitors\' pages with a price', String(pages.visitorPriced), pages.visitorPriced === 0);
  check('a customer\'s page priced and private', `${pages.customerPricedPrivate} of ${pages.customerAsked}`, pages.customerPricedPrivate === pages.customerAsked);

  console.log("\nVisitors' pages kept by nginx (its proxy_cache): what it keeps, what it never keeps, hostile requests");
  for (const edge of await edgeCacheChecks(nginx.url, path.join(work, 'nginx', 'cache'), customer, pageSku as string)) check(edge.name, edge.figure, edge.ok);
  const toEdge = await importToEdge(db, nginx.url, pageSku as string);
  check(
    'an import reaching the page nginx keeps',
    toEdge.ms === null ? 'not within 60 s' : `${(toEdge.ms / 1000).toFixed(1)} s from the commit to nginx serving "${toEdge.title}" (${toEdge.status || 'no cache status'}; a kept page is asked again after 5 s)`,
    toEdge.ms !== null,
  );
  const uncachedPort = await freePort();
  const uncached = await startNginx(installedNginx, path.join(work, 'nginx-uncached'), uncachedPort, ports, { cache: false });
  const figurePaths = ['/', '/innbruddsalarm', `/produkter/${encodeURIComponent(pageSku as string)}`, '/en/intruder-alarm'];
  const figures = await cacheFigures(nginx.url, uncached.url, figurePaths, 8).finally(() => uncached.stop());
  const rate = (f: typeof figures.cached) => `${Math.round(f.requestsPerSecond)} pages/s, p99 ${Math.round(f.p99Ms)} ms${f.errors ? `, ${f.errors} errors` : ''}`;
  check(
    "visitors' pages through nginx, 16 connections, 8 s each",
    `with its cache ${rate(figures.cached)}; without ${rate(figures.uncached)} (load average ${figures.load[0].toFixed(2)} → ${figures.load[1].toFixed(2)} on a shared machine)`,
    figures.cached.errors === 0 && figures.cached.requestsPerSecond > 0 && figures.uncached.requestsPerSecond > 0,
  );

  console.log(`\nSessions ended on one process, refused on the other two (goal ≤ ${AT_ONCE_MS} ms)`);
  const ended = await endedSessions(a, [b, c], customer, rounds);
  for (const [name, values] of [
    ['logout', ended.logout],
    ['password change', ended.passwordChange],
    ['reused refresh token', ended.refreshReuse],
  ] as const) {
    const { text, ok } = spread(values);
    check(`${name} refused everywhere`, text, ok);
  }

  const staffRounds = Math.min(rounds, 10);
  const [staffSku] = await someSkus(nginx.url, 1);
  console.log(`\nStaff actions on one process, seen by the others (${staffRounds} rounds each)`);
  const approvals = await approvalsElsewhere([a, b, c], staff, outbox, staffSku as string, staffRounds);
  const approvalTimes = medianAndWorst(approvals.pricedAfterMs);
  check(
    'a registration approved on one process: its registrant logs in on another and sees prices on a third',
    `${approvals.waitedBefore} of ${approvals.rounds} refused before; then ${approvals.acceptedAtFirstTry} logged in at the first try, ${approvals.priced} priced (login and price ${ms(approvalTimes.median)} median, ${ms(approvalTimes.worst)} worst)`,
    approvals.waitedBefore === approvals.rounds && approvals.acceptedAtFirstTry === approvals.rounds && approvals.priced === approvals.rounds,
  );
  const statusBuyer = await newCustomer();
  const statusChanges = spread(await statusChangesElsewhere(a, [b, c], staff, statusBuyer, staffSku as string, Math.max(1, Math.ceil(staffRounds / 3))));
  check(`an order's status changed on one process, in the customer's list on the others (goal ≤ ${AT_ONCE_MS} ms)`, statusChanges.text, statusChanges.ok);

  console.log("\nA month's limit of several buyers, their orders sent at the same moment through three processes");
  const monthRace = await monthLimitRace(db, running, await newCustomer(), outbox, staffSku as string, 3);
  const slipped = monthRace.buyers.filter((buyer) => buyer.stored.sum > monthRace.limit || buyer.shownSpent !== buyer.stored.sum).length;
  const wrong = monthRace.buyers.filter((buyer) => buyer.sent !== monthRace.fit || buyer.stored.count !== monthRace.fit || buyer.other.length > 0).length;
  check(
    `no buyer's orders slip under the month's limit (${monthRace.limit} kr; ${monthRace.fit} orders of ${monthRace.orderTotal} kr fit)`,
    monthRace.buyers.map((buyer) => `${buyer.sent} sent (${buyer.stored.sum} kr), ${buyer.waitingForMonthLimit} waiting`).join('; '),
    slipped === 0 && wrong === 0,
  );
  for (const buyer of monthRace.buyers) for (const other of new Set(buyer.other)) console.log(`    other answer: ${other}`);

  console.log('\nAn import while orders stream in through nginx');
  const buyer = await newCustomer();
  const imported = await importRace(db, nginx.url, running, buyer);
  // No goal is set for this one: the figure is the time a process takes to rebuild its catalogue
  // after the notice (it was up to the 5 s of the polling this replaced); orders are priced right
  // meanwhile (the next check).
  const served = medianAndWorst(imported.servedAfterMs);
  check(
    `every process serves the new price of ${imported.sku} (${imported.oldPrice} → ${imported.newPrice})`,
    `median ${ms(served.median)}, worst ${ms(served.worst)} after the commit (${imported.servedAfterMs.length} processes)`,
    served.missing === 0,
  );
  check(
    'orders priced from the replaced catalogue after the commit',
    `${imported.oldPricedAfterCommit} of ${imported.sentAfterCommit} sent after it (${imported.ordersSent} in all)`,
    imported.oldPricedAfterCommit === 0 && imported.sentAfterCommit > 0,
  );

  console.log('\nFailed logins: the same limits through one process as spread over three');
  const other = await newCustomer();
  const limits = await loginLimits(running, [customer.email, other.email]);
  check('free failures per account', `${limits.perAccount.one} through one, ${limits.perAccount.three} over three`, limits.perAccount.one === limits.perAccount.three);
  check('free failures per client address', `${limits.perAddress.one} through one, ${limits.perAddress.three} over three`, limits.perAddress.one === limits.perAddress.three);

  const [sku] = await someSkus(nginx.url, 1);
  console.log('\nkill -9 of one process under mixed load through nginx, then its restart');
  let restarted: Promise<void> = Promise.resolve();
  const killed = await underLoad(db, nginx.url, buyer, sku as string, 6, async () => {
    await pause(2_000);
    await b.crash();
    restarted = pause(2_000).then(async () => {
      running[1] = await startApi(clusterEnv, ports[1]);
    });
  });
  await restarted;
  check('orders after kill -9: lost / doubled', `${killed.lost} / ${killed.doubled} of ${killed.acknowledged} acknowledged`, killed.lost === 0 && killed.doubled === 0 && killed.acknowledged > 0);
  console.log(`  failed order attempts (retried with their key): ${killed.failedOrderAttempts}; failed reads ${killed.failedReads} of ${killed.reads}`);
  for (const failure of new Set(killed.failures)) console.log(`    ${failure}`);

  console.log('\nSIGTERM of one process under the same load: it stops being ready, finishes what it has, stops');
  let readyWhileStopping = 0;
  const stopped = await underLoad(db, nginx.url, buyer, sku as string, 4, async () => {
    await pause(1_000);
    const stopping = c.stop();
    // What a balancer that polls sees during SHUTDOWN_DELAY_MS: the first answer other than 200.
    for (let poll = 0; poll < 100 && (readyWhileStopping === 0 || readyWhileStopping === 200); poll += 1) {
      readyWhileStopping = await fetch(`${c.url}/api/ready`).then((answer) => answer.status, () => -1);
      await pause(20);
    }
    await stopping;
  });
  check('orders after SIGTERM: lost / doubled', `${stopped.lost} / ${stopped.doubled} of ${stopped.acknowledged} acknowledged`, stopped.lost === 0 && stopped.doubled === 0);
  // Printed, not checked: nginx's open-source edition cannot be told to stop sending before the
  // listener closes, and a connection it opens at that instant can fail one POST now and then
  // (README, "Running several processes"). The check above is what must hold: none lost or doubled.
  console.log(`  answers of 500 and above: ${stopped.failedOrderAttempts} order attempts (retried with their key), ${stopped.failedReads} of ${stopped.reads} reads`);
  for (const failure of new Set(stopped.failures)) console.log(`    ${failure}`);
  check('/api/ready of a process that is stopping', String(readyWhileStopping), readyWhileStopping === 503);

  console.log('\nEvery process stopped: nginx still sends the visitor\'s page it keeps');
  const kept = await fromNginxCache(nginx.url, '/innbruddsalarm');
  await Promise.all(running.map((api) => api.stop().catch(() => undefined)));
  await pause(6_000);
  const whileAway = await ask(nginx.url, '/innbruddsalarm');
  check('a kept page while no process answers', `${whileAway.status} ${cacheStatus(whileAway)}, the same page ${kept !== null && whileAway.body === kept.body}`, whileAway.status === 200 && kept !== null && whileAway.body === kept.body);
} finally {
  await nginx?.stop();
  await Promise.all(running.map((api) => api.stop().catch(() => undefined)));
  await db.close();
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}

console.log(`\n${table(['check', 'figure', ''], checks.map((c) => [c.name, c.figure, c.ok ? 'ok' : '✗']))}`);
const failed = checks.filter((c) => !c.ok).length;
console.log(`\nsuite:cluster: ${checks.length - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
