import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { e2eTmp, repoRoot } from './paths';

const require = createRequire(import.meta.url);

/** One change a team makes to its source for a release: `from` must be in the file, exactly once. */
export interface SourceEdit {
  file: string;
  from: string;
  to: string;
}

/**
 * Builds another release of a remote the way its team would: from its own source with the team's
 * edits and new files, with its own build command, into a folder of its own. The source is copied beside the
 * test run (its node_modules linked to the remote's), so the remote's real files stay untouched.
 */
export function buildRelease(app: string, release: string, edits: SourceEdit[], newFiles: Record<string, string> = {}): string {
  const source = path.join(e2eTmp, `${app}-${release}-source`);
  const output = path.join(e2eTmp, `${app}-${release}-dist`);
  rmSync(source, { recursive: true, force: true });
  cpSync(path.join(repoRoot, app), source, {
    recursive: true,
    filter: (file) => !/[\\/](node_modules|dist)$/.test(file),
  });
  symlinkSync(path.join(repoRoot, app, 'node_modules'), path.join(source, 'node_modules'), 'dir');
  for (const edit of edits) {
    const file = path.join(source, edit.file);
    const text = readFileSync(file, 'utf8');
    if (text.split(edit.from).length !== 2) throw new Error(`${app}/${edit.file} does not hold "${edit.from}" exactly once`);
    writeFileSync(file, text.replace(edit.from, edit.to));
  }
  // Files the release adds (a new page), by path inside the app.
  for (const [file, text] of Object.entries(newFiles)) writeFileSync(path.join(source, file), text);
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js', { paths: [source] }), '--mode', 'production'], {
    cwd: source,
    env: { ...process.env, SHOP_RELEASE: release, SHOP_OUTPUT_PATH: output },
    stdio: 'pipe',
  });
  return output;
}

/** Every file of a built app with the SHA-256 of its bytes, by path inside the folder. */
export function fileHashes(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return hashes;
}
