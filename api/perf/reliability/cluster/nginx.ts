import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const NGINX = '/usr/sbin/nginx';
/** The configuration the README documents: the suite runs exactly this, with its own ports. */
const SITE_CONFIG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'deploy', 'nginx-several-processes.conf');

/** Debian's nginx: `npm run suite:cluster` installs it first when it is missing (scripts/debian-package.mjs). */
export function nginxBinary(): string {
  if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: run the suite as npm run suite:cluster, which installs it`);
  return NGINX;
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** The configuration's name for the shop (the Host it keeps pages for) and its cache's folder. */
const SHOP_HOST = /\bshop\.example\.no\b/g;
const CACHE_FOLDER = '/var/cache/nginx/shop';

/**
 * The README's site configuration with the listening port, the processes' ports, the shop's host
 * name and a cache folder in `dir` put in; without `cache`, the same with nginx's cache off (the
 * figures' comparison).
 */
function siteConfig(dir: string, listenPort: number, upstreamPorts: number[], cache: boolean): string {
  const text = readFileSync(SITE_CONFIG, 'utf8');
  const servers = upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  const site = text
    .replace(/( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `${servers}\n`)
    .replace(/listen \d+;/, `listen 127.0.0.1:${listenPort};`)
    .replace(SHOP_HOST, '127.0.0.1')
    .replace(CACHE_FOLDER, path.join(dir, 'cache'));
  return cache ? site : site.replace(/proxy_cache shop_pages;/, 'proxy_cache off;');
}

/** Starts nginx in the foreground with the site configuration, its files in `dir`. */
export async function startNginx(binary: string, dir: string, listenPort: number, upstreamPorts: number[], { cache = true } = {}): Promise<RunningNginx> {
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  writeFileSync(path.join(dir, 'site.conf'), siteConfig(dir, listenPort, upstreamPorts, cache));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  for (const deadline = Date.now() + 10_000; ; ) {
    if (child.exitCode !== null) throw new Error(`nginx exited: see ${path.join(dir, 'error.log')}`);
    if (await fetch(`${url}/api/health`).then((answer) => answer.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s');
    await pause(50);
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
