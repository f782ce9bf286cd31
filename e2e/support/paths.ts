import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * Scratch space of this test run. Global set-up names it (the variable reaches the workers), so two
 * runs on one machine never delete each other's shops.
 */
export const e2eTmp = process.env.E2E_RUN_DIR ?? path.join(repoRoot, 'e2e', '.tmp', `run-${process.pid}`);
export const dataTemplate = path.join(e2eTmp, 'data-template');

export function distOf(app: string): string {
  return path.join(repoRoot, app, 'dist');
}
