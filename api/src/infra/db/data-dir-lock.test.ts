import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function deadPid(): number {
  for (let pid = 4_000_000; ; pid -= 1) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return pid;
    }
  }
}

describe('lockDataDir', () => {
  it('takes the folder and gives it back', () => {
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'shop-api.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(path.join(dir, 'shop-api.lock'))).toBe(false);
  });

  it('refuses a folder held by another running process', () => {
    writeFileSync(path.join(dir, 'shop-api.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.ppid}`);
  });

  it('takes over the lock of a process that died', () => {
    writeFileSync(path.join(dir, 'shop-api.lock'), String(deadPid()));
    lockDataDir(dir)();
  });
});
