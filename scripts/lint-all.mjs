// `npm run lint`: ESLint (eslint.config.mjs), knip (knip.config.ts) and the check that the lint
// rules still catch what they are there for (scripts/lint-canary.mjs). Each passes with zero
// findings; the exit code is 1 when any does not.
//
// Two cores do it in about half the time: ESLint's type-aware rules build one TypeScript program
// per package, so the workspace is linted in two halves that share no program, the front-ends
// with their kernel in this process and everything else in a second one; knip and the canary
// follow on whichever core is free first. The reports are printed one after the other.
//   --report <file>    writes { checks: [{ name, findings, seconds }] } (scripts/test.mjs reads it)
//   --findings <file>  writes every finding grouped by rule and folder
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { repoRoot, seconds } from './lib.mjs';

const FRONT_END_HALF = ['shared', 'shell', 'catalog', 'cart', 'account'];

const option = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? null : path.resolve(process.argv[index + 1]);
};

/** Runs a command with its output kept for later, so the tools' reports do not interleave. */
function capture(command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const took = () => seconds(started);
    child.on('error', (error) => resolve({ code: 127, output: `Could not run ${command}: ${error.message}\n`, seconds: took() }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output, seconds: took() }));
  });
}

const folderOf = (file) => (file.includes('/') ? `${file.split('/')[0]}/` : '(root)');

/** Lines of a report: findings grouped by rule (or issue type), then by top-level folder. */
function grouped(findings) {
  const byRule = new Map();
  for (const finding of findings) {
    const folders = byRule.get(finding.rule) ?? new Map();
    byRule.set(finding.rule, folders);
    const list = folders.get(folderOf(finding.file)) ?? [];
    folders.set(folderOf(finding.file), list);
    list.push(finding);
  }
  const lines = [];
  for (const [rule, folders] of [...byRule].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${rule}: ${[...folders.values()].flat().length}`);
    for (const [folder, list] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`    ${folder}: ${list.length}`);
      for (const finding of list) lines.push(`      ${finding.file}${finding.line ? `:${finding.line}` : ''}  ${finding.text}`);
    }
  }
  return lines;
}

/** The half of the workspace that is not the front-ends, in a process of its own. */
async function eslintOtherHalf(scratch) {
  const json = path.join(scratch, 'eslint.json');
  const ignores = FRONT_END_HALF.flatMap((folder) => ['--ignore-pattern', `${folder}/`]);
  const run = await capture(process.execPath, [
    path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js'),
    '--format', 'json', '--output-file', json, ...ignores, '.',
  ]);
  try {
    return { results: JSON.parse(readFileSync(json, 'utf8')), seconds: run.seconds };
  } catch {
    return { results: [], failure: `ESLint (${run.seconds} s) wrote no report, exit code ${run.code}:\n${run.output}`, seconds: run.seconds };
  }
}

async function eslintFrontEnds() {
  const started = Date.now();
  try {
    return { results: await new ESLint({ cwd: repoRoot }).lintFiles(FRONT_END_HALF), seconds: seconds(started) };
  } catch (error) {
    return { results: [], failure: `ESLint failed on the front-ends:\n${error.stack}\n`, seconds: seconds(started) };
  }
}

async function eslintCheck(frontEnds, otherHalf) {
  const results = [...frontEnds.results, ...otherHalf.results].sort((a, b) => a.filePath.localeCompare(b.filePath));
  const findings = results.flatMap((result) =>
    result.messages.map((message) => ({
      rule: message.ruleId ?? (message.fatal ? 'parse error' : 'eslint-disable comments'),
      file: path.relative(repoRoot, result.filePath),
      line: message.line,
      text: message.message.split('\n')[0],
    })),
  );
  const formatter = await new ESLint({ cwd: repoRoot, overrideConfigFile: true }).loadFormatter('stylish');
  let output = await formatter.format(results);
  for (const failure of [frontEnds.failure, otherHalf.failure].filter(Boolean)) {
    output += failure;
    findings.push({ rule: 'ESLint did not run', file: '.', text: failure.split('\n')[0] });
  }
  const took = `${frontEnds.seconds} s front-ends ∥ ${otherHalf.seconds} s the rest`;
  return { output, findings, seconds: Math.max(Number(frontEnds.seconds), Number(otherHalf.seconds)).toFixed(1), took };
}

const KNIP_ISSUE_TYPES = {
  files: 'unused files',
  dependencies: 'unused dependencies',
  devDependencies: 'unused devDependencies',
  optionalPeerDependencies: 'referenced optional peerDependencies',
  unlisted: 'unlisted dependencies',
  binaries: 'unlisted binaries',
  unresolved: 'unresolved imports',
  exports: 'unused exports',
  nsExports: 'exports in used namespace',
  types: 'unused exported types',
  nsTypes: 'exported types in used namespace',
  enumMembers: 'unused enum members',
  namespaceMembers: 'unused namespace members',
  duplicates: 'duplicate exports',
  catalog: 'unused catalog entries',
  catalogReferences: 'unresolved catalog references',
  cycles: 'circular dependencies',
};

async function knipCheck(scratch) {
  const json = path.join(scratch, 'knip.json');
  const knip = path.join(repoRoot, 'node_modules', '.bin', 'knip');
  const run = await capture(knip, ['--no-progress', '--reporter', 'symbols', '--reporter', 'json', '--output-file', `json=${json}`]);
  let issues;
  try {
    issues = JSON.parse(readFileSync(json, 'utf8')).issues;
  } catch {
    return { ...run, findings: [{ rule: 'knip did not run', file: '.', text: `exit code ${run.code}` }] };
  }
  const findings = [];
  for (const issue of issues) {
    for (const [type, label] of Object.entries(KNIP_ISSUE_TYPES)) {
      for (const item of issue[type] ?? []) {
        const symbols = [item].flat();
        findings.push({ rule: `knip: ${label}`, file: issue.file, line: symbols[0]?.line, text: symbols.map((symbol) => symbol.name ?? '').join(' = ') || issue.file });
      }
    }
  }
  // A failure knip reports only through its exit code still fails the check.
  if (run.code !== 0 && findings.length === 0) findings.push({ rule: 'knip failed', file: '.', text: `exit code ${run.code}` });
  return { ...run, findings };
}

async function canaryCheck() {
  const run = await capture(process.execPath, [path.join(repoRoot, 'scripts', 'lint-canary.mjs')]);
  const missed = run.output.split('\n').filter((line) => /^(MISSED|UNEXPECTED)/.test(line));
  const findings = missed.map((line) => ({ rule: 'lint canary', file: 'scripts/lint-canary.mjs', text: line }));
  if (run.code !== 0 && findings.length === 0) findings.push({ rule: 'lint canary', file: 'scripts/lint-canary.mjs', text: `exit code ${run.code}` });
  return { ...run, findings };
}

const started = Date.now();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-lint-'));
try {
  // knip and the canary go to whichever ESLint half is done first, so both cores stay busy.
  const queue = [['knip', () => knipCheck(scratch)], ['canary', canaryCheck]];
  const done = {};
  const thenQueue = async (half) => {
    const result = await half;
    for (let next = queue.shift(); next; next = queue.shift()) done[next[0]] = await next[1]();
    return result;
  };
  const second = thenQueue(eslintOtherHalf(scratch));
  const [otherHalf, frontEnds] = await Promise.all([second, thenQueue(eslintFrontEnds())]);
  const { knip, canary } = done;

  const checks = [
    { name: 'ESLint', ...(await eslintCheck(frontEnds, otherHalf)) },
    { name: 'knip', ...knip },
    { name: 'rule check (lint canary)', ...canary },
  ];
  for (const check of checks) {
    console.log(`\n── ${check.name} ──`);
    process.stdout.write(check.output.trim() ? `${check.output.trimEnd()}\n` : 'no findings\n');
  }

  const summary = [];
  for (const check of checks) {
    summary.push(`${check.name}: ${check.findings.length} finding${check.findings.length === 1 ? '' : 's'} (${check.took ?? `${check.seconds} s`})`);
    summary.push(...grouped(check.findings));
  }
  console.log(`\n── Lint summary (${seconds(started)} s) ──\n${summary.filter((line) => !line.startsWith('      ')).join('\n')}`);

  const findingsFile = option('--findings');
  if (findingsFile) writeFileSync(findingsFile, `${summary.join('\n')}\n`);
  const reportFile = option('--report');
  if (reportFile) {
    const report = { checks: checks.map(({ name, findings, seconds: took }) => ({ name, findings: findings.length, seconds: Number(took) })) };
    writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  }
  process.exitCode = checks.some((check) => check.findings.length > 0) ? 1 : 0;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
