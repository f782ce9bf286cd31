import { Transform, type Readable } from 'node:stream';
import { PAGE_BLOCK_IDS, type PageSession } from '@shop/shared/contracts';
import { type GzipAround, gzipAround, gzipWith } from '../../infra/http/gzip-around';
import { blockJson } from './page-session';

/**
 * A page kept for a price group was rendered with PRICE_GROUP_SESSION (no one's name, organisation
 * or role): each person it is sent to gets their own session block in its place, with the page's
 * title the render put in it. Nothing else of the page is a person's.
 */
const OPEN = Buffer.from(`<script type="application/json" id="${PAGE_BLOCK_IDS.session}">`);
const CLOSE = Buffer.from('</script>');

/** Where the session block's JSON is in `html`: from `start` to `end`; undefined when the page has none (yet). */
function sessionJsonAt(html: Buffer): { start: number; end: number } | undefined {
  const open = html.indexOf(OPEN);
  if (open === -1) return undefined;
  const start = open + OPEN.byteLength;
  // `<` is escaped in a block's JSON: the first `</script>` after it ends it.
  const end = html.indexOf(CLOSE, start);
  return end === -1 ? undefined : { start, end };
}

/** The page's title as the kept block names it. */
const pageTitleIn = (kept: Buffer) => (JSON.parse(kept.toString('utf8')) as PageSession).pageTitle;

/** The person's session block JSON, with the page's title. */
function personJson(pageTitle: string | undefined, session: PageSession): Buffer {
  return Buffer.from(blockJson({ ...session, ...(pageTitle ? { pageTitle } : {}) }), 'utf8');
}

/** `html` (a whole page) with `session`'s block in place of the one it was rendered with; as it is without one. */
export function withSessionOf(html: Buffer, session: PageSession): Buffer {
  const at = sessionJsonAt(html);
  if (!at) return html;
  return Buffer.concat([html.subarray(0, at.start), personJson(pageTitleIn(html.subarray(at.start, at.end)), session), html.subarray(at.end)]);
}

/** A kept page compressed once around its session block (gzip-around.ts); undefined for a page without one. */
export interface GzipAroundSession {
  gzip: GzipAround;
  pageTitle: string | undefined;
}

export async function gzipAroundSession(html: Buffer): Promise<GzipAroundSession | undefined> {
  const at = sessionJsonAt(html);
  if (!at) return undefined;
  return { gzip: await gzipAround(html.subarray(0, at.start), html.subarray(at.end)), pageTitle: pageTitleIn(html.subarray(at.start, at.end)) };
}

/** The kept page for one person, gzip-compressed: their session block between the parts compressed once. */
export function gzippedWithSessionOf(around: GzipAroundSession, session: PageSession): Buffer {
  return gzipWith(around.gzip, personJson(around.pageTitle, session));
}

/** A page's body as it streams, with `session`'s block in place of the one it was rendered with (it is in the page's head, its first chunk). */
export function sessionSwapped(body: Readable, session: PageSession): Readable {
  let head: Buffer[] | undefined = [];
  const swapper = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      if (!head) return next(null, chunk);
      head.push(chunk);
      const start = Buffer.concat(head);
      if (!sessionJsonAt(start)) return next();
      head = undefined;
      next(null, withSessionOf(start, session));
    },
    flush(next) {
      // A page that ended without the block: sent as it came.
      next(null, head ? Buffer.concat(head) : undefined);
    },
  });
  body.once('error', (error) => swapper.destroy(error));
  // A reader that left: the body before it is let go too (and with it the render).
  swapper.once('close', () => {
    if (!body.readableEnded) body.destroy();
  });
  return body.pipe(swapper);
}
