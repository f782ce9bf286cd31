/** A host name, an IPv4 or a bracketed IPv6 address, with an optional port: nothing else. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The shop's origin that addresses in robots.txt and the sitemap start with: PUBLIC_URL when it
 * is set, otherwise the request's own (scheme and Host, through a trusted proxy's forwarded
 * ones). Null for a Host that is no host name. With PUBLIC_URL set, public-origin.ts has already
 * refused any other Host.
 */
export function siteOrigin(publicUrl: string | undefined, protocol: string, host: string): string | null {
  if (publicUrl !== undefined) return publicUrl;
  if (!HOST.test(host) || !URL.canParse(`${protocol}://${host}`)) return null;
  return new URL(`${protocol}://${host}`).origin;
}
