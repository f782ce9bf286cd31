import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * A request naming a forwarded client while TRUST_PROXY is unset means the API most likely runs
 * behind a proxy it was not told about: every customer then shares the proxy's address, and the
 * login throttle per address (login-throttle.ts) counts them all as one. Refusing such requests
 * would take the shop down for a setting; it is said loudly once instead (README, TRUST_PROXY).
 */
export function untrustedProxyWarning(log: FastifyBaseLogger) {
  let warned = false;
  return async (request: FastifyRequest): Promise<void> => {
    if (warned) return;
    const header = FORWARDING_HEADERS.find((name) => request.headers[name] !== undefined);
    if (header === undefined) return;
    warned = true;
    log.warn(
      { header },
      `A request carries ${header} but TRUST_PROXY is not set: the header is ignored and every client behind that proxy ` +
        'counts as the proxy’s one address for the login throttle. Set TRUST_PROXY to the proxy’s address (README, Configuration). ' +
        'This is said once per process.',
    );
  };
}
