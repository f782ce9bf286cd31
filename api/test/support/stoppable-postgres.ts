import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the test's own, which it stops and starts (the outages suite): the
 * server of scripts/with-postgres.mjs is shared by every test file running beside it. Made the
 * same way (initdb into a temp folder, trust authentication, 127.0.0.1 only); as root the server
 * runs as the `postgres` OS user, since PostgreSQL refuses to run as root.
 */
export interface StoppablePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres: the same address while stopped and after a start. */
  url: string;
  start(): void;
  /** A fast stop, as an operator's or a crash's: open connections are told 57P01 and closed. */
  stop(): void;
  /** An immediate stop, as a crash: no checkpoint, crash recovery at the next start. */
  crash(): void;
  /** Stops the server and removes its folder. */
  remove(): void;
}

const BIN_DIRS = ['/usr/lib/postgresql/15/bin'];
const SERVER_USER = 'postgres';

function binary(name: string): string {
  const found = BIN_DIRS.map((dir) => path.join(dir, name)).find((file) => existsSync(file));
  if (found) return found;
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim();
  throw new Error(`${name} not found (install postgresql-15)`);
}

const isRoot = process.getuid?.() === 0;

function asServerUser(file: string, args: string[]): void {
  if (isRoot) execFileSync('runuser', ['-u', SERVER_USER, '--', file, ...args], { stdio: 'pipe' });
  else execFileSync(file, args, { stdio: 'pipe' });
}

/** A port nothing listens on now, on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether this machine can run a server of the test's own (the suite runs on PostgreSQL only). */
export function canRunPostgres(): boolean {
  try {
    binary('initdb');
    return true;
  } catch {
    return false;
  }
}

/**
 * `durable`: the server flushes every commit to disk before it answers (PostgreSQL's defaults), so
 * a crash loses nothing it acknowledged; without it (the tests') commits are not flushed at all.
 */
export async function stoppablePostgres({ durable = false }: { durable?: boolean } = {}): Promise<StoppablePostgres> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-outage-pg-'));
  const dataDir = path.join(root, 'data');
  if (isRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, SERVER_USER], { encoding: 'utf8' }).trim());
    chownSync(root, id('-u'), id('-g'));
  }
  const port = await freePort();
  const pgCtl = binary('pg_ctl');
  asServerUser(binary('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);
  const fast = durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'];
  const options = [`-p ${port}`, `-k ${root}`, '-c listen_addresses=127.0.0.1', ...fast].join(' ');
  let running = false;
  const server: StoppablePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      asServerUser(pgCtl, ['start', '-D', dataDir, '-l', path.join(root, 'server.log'), '-o', options, '-w', '-t', '60']);
      running = true;
    },
    stop() {
      asServerUser(pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60']);
      running = false;
    },
    crash() {
      asServerUser(pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '60']);
      running = false;
    },
    remove() {
      if (running) server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
  return server;
}
