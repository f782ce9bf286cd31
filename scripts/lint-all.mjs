// `npm run lint`: ESLint (eslint.config.mjs), dependency-cruiser (.dependency-cruiser.cjs), knip
// (knip.config.ts) and the check that their rules still catch what they are there for
// (scripts/lint-canary.mjs). Each passes with zero findings; the exit code is 1 when any does not.
//
// Each tool runs as a process of its own, two at a time (one per core), longest first. ESLint's
// type-aware rules build one TypeScript program per package, so it lints the workspace in two
// halves that share no program: the front-ends with their kernel, and everything else.
//   --report <file>    writes { checks: [{ name, findings, seconds }] } (scripts/test.mjs reads it)
//   --findings <file>  writes every finding, grouped by rule
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, seconds } from './lib.mjs';

const FRONT_END_HALF = ['shared', 'shell', 'catalog', 'cart', 'account', 'backoffice'];
const node = (script, ...args) => [process.execPath, path.join(repoRoot, script), ...args];
const eslint = (...args) => node('node_modules/eslint/bin/eslint.js', '--format', 'json', ...args);

/** Runs a command; resolves to its stdout (each tool's JSON report), stderr, exit code and time. */
async function capture([command, ...args]) {
  const started = Date.now();
  const options = { cwd: repoRoot, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, FORCE_COLOR: '0' } };
  const run = await promisify(execFile)(command, args, options).then(
    ({ stdout, stderr }) => ({ stdout, stderr, code: 0 }),
    (error) => ({ stdout: error.stdout ?? '', stderr: error.stderr || error.message, code: error.code ?? 1 }),
  );
  return { ...run, seconds: seconds(started) };
}

/** Each check: its commands, and how its findings ({ rule, file, line?, text }) are read from their output. */
const CHECKS = [
  {
    name: 'ESLint',
    runs: [eslint(...FRONT_END_HALF), eslint(...FRONT_END_HALF.flatMap((folder) => ['--ignore-pattern', `${folder}/`]), '.')],
    read: (outputs) =>
      outputs.flatMap((output) => JSON.parse(output)).flatMap((result) =>
        result.messages.map((message) => ({
          rule: message.ruleId ?? (message.fatal ? 'parse error' : 'eslint-disable comments'),
          file: path.relative(repoRoot, result.filePath),
          line: message.line,
          text: message.message.split('\n')[0],
        })),
      ),
  },
  {
    name: 'dependency-cruiser',
    runs: [node('node_modules/dependency-cruiser/bin/dependency-cruise.mjs', '--output-type', 'json', '.')],
    read: ([output]) => {
      const { violations, ruleSetUsed } = JSON.parse(output).summary;
      const comments = new Map(ruleSetUsed.forbidden.map((rule) => [rule.name, rule.comment]));
      return violations.map(({ rule, from, to }) => ({ rule: rule.name, file: from, text: `→ ${to}: ${comments.get(rule.name)}` }));
    },
  },
  {
    name: 'knip',
    runs: [[path.join(repoRoot, 'node_modules', '.bin', 'knip'), '--no-progress', '--reporter', 'json']],
    // Each issue type (files, dependencies, exports, …) lists symbols, or for a duplicate export
    // the list of names it goes by.
    read: ([output]) =>
      JSON.parse(output).issues.flatMap(({ file, owners: _owners, ...byType }) =>
        Object.entries(byType).flatMap(([type, items]) =>
          items.map((item) => ({ rule: `knip: ${type}`, file, line: [item].flat()[0]?.line, text: [item].flat().map((symbol) => symbol.name).join(' = ') })),
        ),
      ),
  },
  {
    name: 'rule check (lint canary)',
    runs: [node('scripts/lint-canary.mjs')],
    read: ([output]) => output.split('\n').filter((line) => /^(MISSED|UNEXPECTED)/.test(line)).map((text) => ({ rule: 'lint canary', file: 'scripts/lint-canary.mjs', text })),
  },
];

const started = Date.now();
const queue = CHECKS.flatMap((check) => check.runs.map((command, index) => ({ check, command, index })));
const worker = async () => {
  for (let job = queue.shift(); job; job = queue.shift()) (job.check.results ??= [])[job.index] = await capture(job.command);
};
await Promise.all([worker(), worker()]);

const report = [];
for (const check of CHECKS) {
  const { results } = check;
  // A tool that wrote no report, or failed without naming a finding, still fails the check.
  const failure = (text) => [{ rule: `${check.name} failed`, file: '.', text: `${text}: ${results.map((result) => result.stderr.trim()).join(' ')}` }];
  try {
    check.findings = check.read(results.map((result) => result.stdout));
  } catch (error) {
    check.findings = failure(`no report (${error.message})`);
  }
  const failed = results.find((result) => result.code !== 0);
  if (failed && check.findings.length === 0) check.findings = failure(`exit code ${failed.code}`);
  const rules = [...new Set(check.findings.map((finding) => finding.rule))].sort();
  const lines = rules.flatMap((rule) => {
    const list = check.findings.filter((finding) => finding.rule === rule);
    return [`  ${rule}: ${list.length}`, ...list.map(({ file, line, text }) => `    ${file}${line ? `:${line}` : ''}  ${text}`).sort()];
  });
  report.push(`${check.name}: ${check.findings.length} finding${check.findings.length === 1 ? '' : 's'} (${results.map((result) => result.seconds).join(' s ∥ ')} s)`, ...lines);
  console.log(`\n── ${check.name} ──\n${(check.name.includes('canary') && results[0].stdout.trimEnd()) || lines.join('\n') || 'no findings'}`);
}
console.log(`\n── Lint summary (${seconds(started)} s) ──\n${report.filter((line) => !line.startsWith('    ')).join('\n')}`);

const option = (name) => (process.argv.includes(name) ? path.resolve(process.argv[process.argv.indexOf(name) + 1]) : null);
if (option('--findings')) writeFileSync(option('--findings'), `${report.join('\n')}\n`);
if (option('--report')) {
  const checks = CHECKS.map(({ name, findings, results }) => ({ name, findings: findings.length, seconds: Math.max(...results.map((result) => Number(result.seconds))) }));
  writeFileSync(option('--report'), `${JSON.stringify({ checks }, null, 2)}\n`);
}
process.exitCode = CHECKS.some((check) => check.findings.length > 0) ? 1 : 0;
