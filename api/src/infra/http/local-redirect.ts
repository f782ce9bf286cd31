import type { FastifyReply } from 'fastify';

const BASE = 'http://shop.invalid';

/**
 * `address` as a path on this site, for a Location header: it starts with exactly one `/`
 * followed by something other than `/` or `\`, so no browser reads it as another site's address
 * (`//evil.example`, `/\evil.example`: browsers take a backslash for a slash). Leading slashes,
 * backslashes and white space (which browsers drop) collapse into one `/`; dot segments are
 * resolved (`/.//evil` would become `//evil`); what is not ASCII is percent-encoded, so the
 * header is always valid. The query and fragment are kept.
 */
export function localPath(address: string): string {
  let url: URL;
  try {
    url = new URL(address.replace(/^[/\\\s]*/, '/'), BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  return url.pathname.replace(/^\/+/, '/') + url.search + url.hash;
}

/** Every redirect the shop answers goes through here: to a path on the shop (localPath), never elsewhere. */
export function redirectWithin(reply: FastifyReply, address: string, status: 301 | 302 | 303): FastifyReply {
  return reply.redirect(localPath(address), status);
}
