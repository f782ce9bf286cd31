// `npm run lint`: ESLint (eslint.config.mjs), dependency-cruiser (.dependency-cruiser.cjs), knip
// (knip.config.ts) and the check that their rules still catch what they are there for
// (scripts/lint-canary.mjs). Each passes with zero findings; the exit code is 1 when any does not.
//
// Each tool runs as a process of its own, two at a time (one per core), longest first. ESLint's
// type-aware rules build one TypeScript program per package, so it lints the workspace in two
// halves that share no program: the front-ends with their kernel, and everything else.
//   --report <file>    writes { checks: [{ name, findings, seconds }] } (scripts/test.mjs reads it)
//   --findings <file>  writes every finding grouped by rule and folder
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, seconds } from './lib.mjs';

const FRONT_END_HALF = ['shared', 'shell', 'catalog', 'cart', 'account'];
const node = (script, ...args) => [process.execPath, path.join(repoRoot, script), ...args];
const eslint = (...args) => node('node_modules/eslint/bin/eslint.js', '--format', 'json', ...args);

/** Runs a command; resolves to its stdout (a tool's JSON report), stderr and exit code. */
function capture([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, FORCE_COLOR: '0' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => resolve({ code: 127, stdout, stderr: `Could not run ${command}: ${error.message}` }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), stdout, stderr }));
  });
}

/** Each check: its commands, and its findings ({ rule, file, line?, text }) read from their output. */
const CHECKS = [
  {
    name: 'ESLint',
    runs: [eslint(...FRONT_END_HALF), eslint(...FRONT_END_HALF.flatMap((folder) => ['--ignore-pattern', `${folder}/`]), '.')],
    findings: (outputs) =>
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
    findings: ([output]) => {
      const { violations, ruleSetUsed } = JSON.parse(output).summary;
      const comments = new Map(ruleSetUsed.forbidden.map((rule) => [rule.name, rule.comment]));
      return violations.map(({ rule, from, to }) => ({ rule: rule.name, file: from, text: `→ ${to}: ${comments.get(rule.name)}` }));
    },
  },
  {
    name: 'knip',
    runs: [[path.join(repoRoot, 'node_modules', '.bin', 'knip'), '--no-progress', '--reporter', 'json']],
    findings: ([output]) =>
      JSON.parse(output).issues.flatMap(({ file, owners: _owners, ...byType }) =>
        Object.entries(byType).flatMap(([type, items]) =>
          (Array.isArray(items) ? items : []).map((item) => {
            const symbols = [item].flat();
            return { rule: `knip: ${type}`, file, line: symbols[0]?.line, text: symbols.map((symbol) => symbol.name).join(' = ') };
          }),
        ),
      ),
  },
  {
    name: 'rule check (lint canary)',
    runs: [node('scripts/lint-canary.mjs')],
    findings: ([output]) =>
      output.split('\n').filter((line) => /^(MISSED|UNEXPECTED)/.test(line)).map((text) => ({ rule: 'lint canary', file: 'scripts/lint-canary.mjs', text })),
  },
];

/** Runs every check's commands, two at a time in the order given; fills in each check's findings. */
async function runChecks() {
  const queue = CHECKS.flatMap((check) => check.runs.map((command, index) => ({ check, command, index })));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now();
      (job.check.results ??= [])[job.index] = { ...(await capture(job.command)), seconds: seconds(started) };
    }
  };
  await Promise.all([worker(), worker()]);
  for (const check of CHECKS) {
    check.seconds = Math.max(...check.results.map((result) => Number(result.seconds))).toFixed(1);
    try {
      check.findings = check.findings(check.results.map((result) => result.stdout));
    } catch {
      check.findings = [];
    }
    // A tool that wrote no report, or failed without naming a finding, still fails the check.
    const failed = check.results.find((result) => result.code !== 0);
    if (failed && check.findings.length === 0) check.findings.push({ rule: `${check.name} failed`, file: '.', text: `exit code ${failed.code}: ${failed.stderr.trim()}` });
  }
}

const folderOf = (file) => (file.includes('/') ? `${file.split('/')[0]}/` : '(root)');
/** Map.groupBy, which Node 20 lacks. */
const groupBy = (list, key) => list.reduce((groups, item) => groups.set(key(item), [...(groups.get(key(item)) ?? []), item]), new Map());

/** Lines of a report: findings grouped by rule, then by top-level folder. */
function grouped(findings) {
  return [...groupBy(findings, (finding) => finding.rule)].sort(([a], [b]) => a.localeCompare(b)).flatMap(([rule, list]) => [
    `  ${rule}: ${list.length}`,
    ...[...groupBy(list, (finding) => folderOf(finding.file))].sort(([a], [b]) => a.localeCompare(b)).flatMap(([folder, inFolder]) => [
      `    ${folder}: ${inFolder.length}`,
      ...inFolder.map((finding) => `      ${finding.file}${finding.line ? `:${finding.line}` : ''}  ${finding.text}`),
    ]),
  ]);
}

const started = Date.now();
await runChecks();
const summary = CHECKS.flatMap((check) => [
  `${check.name}: ${check.findings.length} finding${check.findings.length === 1 ? '' : 's'} (${check.results.map((result) => result.seconds).join(' s ∥ ')} s)`,
  ...grouped(check.findings),
]);
for (const check of CHECKS) {
  console.log(`\n── ${check.name} ──`);
  const canary = check.name.includes('canary') ? check.results[0].stdout.trimEnd() : '';
  console.log(canary || grouped(check.findings).join('\n') || 'no findings');
}
console.log(`\n── Lint summary (${seconds(started)} s) ──\n${summary.filter((line) => !line.startsWith('      ')).join('\n')}`);

const option = (name) => (process.argv.includes(name) ? path.resolve(process.argv[process.argv.indexOf(name) + 1]) : null);
if (option('--findings')) writeFileSync(option('--findings'), `${summary.join('\n')}\n`);
if (option('--report')) {
  const checks = CHECKS.map(({ name, findings, seconds: took }) => ({ name, findings: findings.length, seconds: Number(took) }));
  writeFileSync(option('--report'), `${JSON.stringify({ checks }, null, 2)}\n`);
}
process.exitCode = CHECKS.some((check) => check.findings.length > 0) ? 1 : 0;
