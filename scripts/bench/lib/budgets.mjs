// Holds measured sizes against scripts/bench/budgets.json, the one file of bundle budgets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const KB = 1024;
const budgetsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'budgets.json');

export function readBudgets() {
  return JSON.parse(readFileSync(budgetsFile, 'utf8'));
}

/**
 * One check per budget: pages (initial JavaScript and its federation runtime) and remotes
 * (remoteEntry and every exposed module). A budget with nothing measured for it fails too, so a
 * renamed page or expose cannot slip out of the check.
 */
export function checkBudgets(budgets, pages, remotes) {
  const checks = [];
  const check = (name, bytes, kb) => checks.push({ name, bytes, budgetBytes: kb * KB, ok: bytes !== undefined && bytes <= kb * KB });
  for (const [name, budget] of Object.entries(budgets.pages)) {
    const page = pages.find((candidate) => candidate.name === name);
    check(`page ${name} (${page?.path ?? budget.path}) initial JavaScript`, page?.initialGzip, budget.kb);
    check(`page ${name} federation runtime`, page?.federationGzip, budgets.federationRuntime.kb);
  }
  for (const [remote, budget] of Object.entries(budgets.remotes)) {
    const measured = remotes.find((candidate) => candidate.remote === remote);
    check(`${remote} remoteEntry.js`, measured?.entry.gzip, budget.remoteEntry);
    for (const [exposePath, kb] of Object.entries(budget.exposes)) {
      check(`${remote} ${exposePath}`, measured?.exposes.find((expose) => expose.path === exposePath)?.gzip, kb);
    }
    for (const expose of measured?.exposes ?? []) {
      if (!(expose.path in budget.exposes)) checks.push({ name: `${remote} ${expose.path} has a budget`, bytes: expose.gzip, budgetBytes: undefined, ok: false });
    }
  }
  return checks;
}
