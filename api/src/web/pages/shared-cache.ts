import { createHash } from 'node:crypto';
import type { ConsentChoice } from '@shop/shared/consent';
import { PRIVATE_NO_STORE, REVALIDATE } from '../../infra/http/cache-policy';
import { isFresh } from '../seo/revalidation';

/**
 * What a shared cache in front of the processes (nginx's proxy_cache, a CDN) may keep of a page.
 * The API decides it, never the cache: only a visitor's page its own cache has kept and sent again
 * (visitor-page-cache.ts: a 200 at its route's own path, known parameters only, no refused read)
 * and that carries no nonce (a nonce is allowed for one answer only; a page with late parts has one).
 *
 * The shared cache keys a page on its address and its reading of the consent answer, which it
 * sends in this request header (api/deploy/nginx-several-processes.conf; a CDN's edge the same).
 * A page is marked for it only when that reading is the API's own (parseConsent of the raw Cookie
 * header): a Cookie header the two read differently is never stored under either reading.
 */
export const EDGE_CONSENT_HEADER = 'x-edge-consent';

/**
 * How long a shared cache keeps a page before it asks again with the page's ETag (a 304 costs no
 * render): the longest an import or a release waits to reach a kept page. Past it, a page may be
 * sent stale for as long as the processes fail or are away (stale-if-error).
 */
const SHARED_FRESH_SECONDS = 5;
const SHARED_STALE_IF_ERROR_SECONDS = 600;
/** The browser keeps the page but asks again each time (max-age=0); a shared cache keeps it a moment. */
const SHARED_PAGE = `public, max-age=0, s-maxage=${SHARED_FRESH_SECONDS}, stale-if-error=${SHARED_STALE_IF_ERROR_SECONDS}`;

/** The consent answer as the shared cache names it: `unanswered`, `answered:` or `answered:analytics`. */
function consentVariant(consent: ConsentChoice): string {
  return consent.answered ? `answered:${consent.enabled.join(',')}` : 'unanswered';
}

/** A page sent again from the visitor page cache, as the web plugin answers it. */
interface SentAgain {
  html: Buffer;
  nonce?: string | undefined;
  encoding?: string | undefined;
}

interface PageCaching {
  cacheControl: string;
  /** The page's validator: a shared cache (or the browser) asks again with it and gets a 304. */
  etag?: string;
}

/** Tags of the bytes sent, worked out once per buffer (a kept page's bytes are sent many times). */
const tags = new WeakMap<Buffer, string>();

function tagOf(body: Buffer): string {
  let tag = tags.get(body);
  if (tag === undefined) {
    tag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    tags.set(body, tag);
  }
  return tag;
}

/**
 * How an answered page may be cached: a logged-in person's by nobody; a visitor's page sent again
 * from the visitor page cache without a nonce by a shared cache whose consent reading (`edgeConsent`)
 * is the page's; any other visitor's page by the browser only, asking again each time.
 */
export function pageCaching(loggedIn: boolean, consent: ConsentChoice, edgeConsent: string | string[] | undefined, sent: SentAgain | undefined): PageCaching {
  if (loggedIn) return { cacheControl: PRIVATE_NO_STORE };
  if (!sent || sent.nonce) return { cacheControl: REVALIDATE };
  // The bytes as sent: a compressed copy is another representation, with a tag of its own.
  const etag = tagOf(sent.html);
  return { cacheControl: edgeConsent === consentVariant(consent) ? SHARED_PAGE : REVALIDATE, etag };
}

/** The asker holds these very bytes already (If-None-Match names the tag): a 304 will do. */
export function askerHasIt(ifNoneMatch: string | undefined, caching: PageCaching): boolean {
  return caching.etag !== undefined && isFresh(ifNoneMatch, caching.etag);
}
