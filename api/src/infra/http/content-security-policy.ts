/** The origin of an absolute http(s) address; null for a path on this server or anything else. */
export function originOf(address: string): string | null {
  if (!/^https?:\/\//i.test(address)) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

export interface PolicySources {
  /** Where the remotes (catalog, cart, account) are served from. */
  remoteOrigins: readonly string[];
  /** Hosts of pictures the catalogue names by absolute address. */
  imageOrigins: readonly string[];
  /**
   * Development builds of the remotes (webpack serve) reload through a socket. They use no eval
   * (tooling's development devtool is a plain source map), so the policy never allows it.
   */
  development: boolean;
}

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * The shop's Content-Security-Policy, as helmet's directives: scripts, styles, fonts and calls only
 * from the shop's own origin and the remotes' origins; pictures also from the hosts the catalogue
 * names; no frames, no plugins, forms only to the shop. Inline styles stay allowed: the
 * front-ends' CSS modules are injected as <style> elements.
 */
export function contentSecurityPolicyDirectives(sources: PolicySources): Record<string, string[]> {
  const own = ["'self'", ...unique(sources.remoteOrigins)];
  const sockets = sources.development ? sources.remoteOrigins.map((origin) => origin.replace(/^http/, 'ws')) : [];
  return {
    'default-src': own,
    'script-src': own,
    'style-src': [...own, "'unsafe-inline'"],
    'img-src': unique([...own, 'data:', 'blob:', ...sources.imageOrigins]),
    'font-src': [...own, 'data:'],
    'connect-src': [...own, ...sockets],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * The policy of the service worker script. Its fetches only repeat requests a page made, which
 * the page's own policy has already allowed, so it may reach any origin: a remote re-pointed to a
 * new origin must not be blocked by the policy an installed worker was loaded with.
 */
export const SERVICE_WORKER_POLICY = "default-src 'self'; connect-src *; object-src 'none'; frame-ancestors 'none'";
