import { spawn, type ChildProcess } from 'node:child_process';
import { apiServer, repoRoot } from './paths';

export interface ApiProcess {
  url: string;
  stop: () => Promise<void>;
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/product/menu`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The API did not answer within 60 s:\n${output()}`);
}

/** Starts the built single-process server (API + shell) the way `npm start` does. */
export async function startApi(port: number, env: Record<string, string>): Promise<ApiProcess> {
  let log = '';
  const child = spawn(process.execPath, [apiServer], {
    cwd: repoRoot,
    // The tests log in as the demo user, which a production start seeds only when asked to.
    env: { ...process.env, NODE_ENV: 'production', SEED_DEMO_ACCOUNT: 'true', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(url, child, () => log);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
