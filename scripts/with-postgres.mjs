#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL 15 server:
//
//   node scripts/with-postgres.mjs npx pnpm@10.34.9 --filter @shop/api test
//
// initdb into a temp folder, start the server on a free port of 127.0.0.1 (unix socket inside the
// temp folder, trust authentication), run the command with
// DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres, then stop the server and delete the
// folder, also when the command fails or the run is interrupted. Exits with the command's code.
// PostgreSQL refuses to run as root, so as root the server runs as the `postgres` OS user.
// Plain Node; the workspace's tooling gives it a free port.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from '@shop/tooling/api-process';
import os from 'node:os';
import path from 'node:path';

const PG_BIN_DIRS = ['/usr/lib/postgresql/15/bin'];
const SERVER_USER = 'postgres';

function log(message) {
  process.stderr.write(`[with-postgres] ${message}\n`);
}

function findBinary(name) {
  for (const dir of PG_BIN_DIRS) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  // Fall back to PATH.
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  throw new Error(`${name} not found in ${PG_BIN_DIRS.join(', ')} or on PATH (install postgresql-15)`);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL tool, as the postgres user when we are root. */
function runAsServerUser(binary, args, options = {}) {
  if (!isRoot) return execFileSync(binary, args, { stdio: 'pipe', encoding: 'utf8', ...options });
  if (existsSync('/usr/sbin/runuser') || spawnSync('sh', ['-c', 'command -v runuser']).status === 0) {
    return execFileSync('runuser', ['-u', SERVER_USER, '--', binary, ...args], { stdio: 'pipe', encoding: 'utf8', ...options });
  }
  const quoted = [binary, ...args].map((part) => `'${String(part).replace(/'/g, `'\\''`)}'`).join(' ');
  return execFileSync('su', [SERVER_USER, '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe', encoding: 'utf8', ...options });
}

function serverUserIds() {
  const uid = Number(execFileSync('id', ['-u', SERVER_USER], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', SERVER_USER], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

async function main() {
  const command = process.argv.slice(2);
  if (command.length === 0) {
    log('usage: node scripts/with-postgres.mjs <command> [args…]');
    return 2;
  }

  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  const pgIsReady = findBinary('pg_isready');

  const root = mkdtempSync(path.join(os.tmpdir(), 'with-postgres-'));
  const dataDir = path.join(root, 'data');
  const socketDir = root;
  const logFile = path.join(root, 'server.log');
  let started = false;
  let cleanedUp = false;

  const cleanUp = () => {
    if (cleanedUp) return;
    cleanedUp = true;
    if (started) {
      try {
        runAsServerUser(pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30']);
        log('server stopped');
      } catch (error) {
        log(`pg_ctl stop failed: ${error.stderr || error.message}`);
      }
    }
    rmSync(root, { recursive: true, force: true });
  };

  let child;
  let interrupted = null;
  const onSignal = (signal) => {
    interrupted = signal;
    if (child && child.exitCode === null) {
      // The child got the terminal's signal too; forward it in case it came from elsewhere.
      child.kill(signal);
    } else {
      cleanUp();
      process.exit(128 + (os.constants.signals[signal] ?? 1));
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);

  try {
    if (isRoot) {
      const { uid, gid } = serverUserIds();
      chownSync(root, uid, gid);
    }
    const port = await freePort();
    runAsServerUser(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);

    // Durability is worthless for a server that lives for one test run: skip the fsyncs.
    const serverOptions = [
      `-p ${port}`,
      `-k ${socketDir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    runAsServerUser(pgCtl, ['start', '-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60']);
    started = true;

    // pg_ctl -w already waited; pg_isready confirms the TCP listener the command will use.
    for (let attempt = 0; ; attempt += 1) {
      const ready = spawnSync(pgIsReady, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'], { stdio: 'ignore' });
      if (ready.status === 0) break;
      if (attempt > 100) throw new Error('the server did not become ready');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    log(`PostgreSQL ready: DATABASE_URL=${databaseUrl}`);

    const code = await new Promise((resolve) => {
      child = spawn(command[0], command.slice(1), {
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: databaseUrl },
      });
      child.on('error', (error) => {
        log(`could not run ${command[0]}: ${error.message}`);
        resolve(127);
      });
      child.on('exit', (exitCode, signal) => {
        resolve(exitCode ?? 128 + (os.constants.signals[signal] ?? 1));
      });
    });
    return interrupted ? 128 + (os.constants.signals[interrupted] ?? 1) : code;
  } catch (error) {
    log(`failed: ${error.stderr || error.message}`);
    if (existsSync(logFile)) log(`server log:\n${readFileSync(logFile, 'utf8')}`);
    return 1;
  } finally {
    cleanUp();
  }
}

process.exitCode = await main();
