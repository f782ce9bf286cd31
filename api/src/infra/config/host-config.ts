import type { EnvRead } from './env-values';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * ALLOWED_HOSTS: the Host names (with a port where it is not the default) a request may name
 * besides PUBLIC_URL's own, when PUBLIC_URL is set (public-origin.ts).
 */
export function loadAllowedHosts(read: EnvRead, problems: string[]): string[] {
  const hosts = (read('ALLOWED_HOSTS') ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  for (const host of hosts) {
    if (!HOST.test(host)) problems.push(`ALLOWED_HOSTS must list host names like shop.example.no or 127.0.0.1:8080 (got "${host}")`);
  }
  return hosts;
}
