import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPgliteDb } from './pglite-db';

// The embedded database's folder holds password hashes and orders: no other user of the machine
// may read any of it, whatever umask the process was started with.

let root: string;
let umask: number;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-modes-'));
  // The loosest umask there is: nothing here may rely on the test runner's (or a shell's) own.
  umask = process.umask(0);
});

afterEach(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

/** Every file and folder under `dir` (itself included) that group or others may read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (file: string): void => {
    const stat = statSync(file);
    if ((stat.mode & 0o077) !== 0) found.push(`${path.relative(dir, file) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(dir);
  return found;
}

const onPosix = process.platform === 'win32' ? it.skip : it;

describe('the embedded database folder', () => {
  onPosix('is made with every file and folder readable by its owner alone, while open and after it closes', async () => {
    const dataDir = path.join(root, 'data');
    const db = await openPgliteDb(dataDir);
    try {
      await db.exec("CREATE TABLE secrets (hash text); INSERT INTO secrets VALUES ('$argon2id$v=19$m=19456')");
      expect(readdirSync(dataDir).length).toBeGreaterThan(1);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await db.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);
  });

  onPosix('corrects a folder whose files others could read, and says so', async () => {
    const dataDir = path.join(root, 'data');
    mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
    writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'confirmation link');
    chmodSync(path.join(dataDir, 'outbox', 'old.eml'), 0o666);
    chmodSync(path.join(dataDir, 'outbox'), 0o777);
    chmodSync(dataDir, 0o777);
    expect(openToOthers(dataDir)).toHaveLength(3);
    const warnings: string[] = [];
    const db = await openPgliteDb(dataDir, { warn: (message) => warnings.push(message) });
    await db.close();
    expect(openToOthers(dataDir)).toEqual([]);
    expect(statSync(path.join(dataDir, 'outbox', 'old.eml')).mode & 0o777).toBe(0o600);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`${dataDir}: 3 files and folders were readable by other users of this machine; they are now its owner's alone`);
    expect(warnings[0]).toContain('outbox/old.eml');
  });

  onPosix('says nothing when the folder is already its owner\'s alone', async () => {
    const dataDir = path.join(root, 'data');
    await (await openPgliteDb(dataDir)).close();
    const warnings: string[] = [];
    await (await openPgliteDb(dataDir, { warn: (message) => warnings.push(message) })).close();
    expect(warnings).toEqual([]);
  });
});
