import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const e2eTmp = path.join(repoRoot, 'e2e', '.tmp');
export const dataTemplate = path.join(e2eTmp, 'data-template');
export const apiServer = path.join(repoRoot, 'api', 'dist', 'server.js');
export const remoteNames = ['catalog', 'cart', 'account'] as const;
export type RemoteName = (typeof remoteNames)[number];

export function distOf(app: string): string {
  return path.join(repoRoot, app, 'dist');
}
