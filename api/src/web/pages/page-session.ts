import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_BLOCK_IDS, type PageSession } from '@shop/shared/contracts';
import type { DeclaredRoutes, Locale } from '@shop/shared/routes';
import { osloMonth } from '../../infra/time/oslo-month';

/** The visitor's page session (the render contract's PageSession: @shop/shared/contracts). */
export async function pageSessionOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<PageSession> {
  const session = await app.sessionOf(request, reply);
  if (!session) return {};
  const user = await app.personPages.find(session.userId, osloMonth(new Date()));
  return user ? { userId: { userId: session.userId }, user } : {};
}

/**
 * The session a page kept for a price group is rendered with (server-render.ts): logged in, so
 * the page has its prices and a logged-in person's header, and no one's name, organisation or
 * role. The page each person is sent carries their own session block in its place
 * (session-splice.ts): whatever a part shows of the person comes from that block, in the browser.
 */
export const PRICE_GROUP_SESSION: PageSession = {
  userId: { userId: '' },
  user: { id: '', name: '', email: '', phone: '', organization: { id: '', name: '', invoiceType: 'email' } },
};

/** A data block's JSON: `<` escaped, so no text in it can end the element (as the shell's render writes it). */
export function blockJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page with `value` as a JSON data block at the end of <head>. A data block is not run (the
 * CSP's script-src does not apply to it).
 */
function withHeadBlock(html: string, id: string, value: unknown): string {
  const block = `<script type="application/json" id="${id}">${blockJson(value)}</script>`;
  const end = html.indexOf('</head>');
  return end === -1 ? html : `${html.slice(0, end)}${block}${html.slice(end)}`;
}

/** The page with its session (the render contract's session block). */
export function withPageSession(html: string, session: PageSession): string {
  return withHeadBlock(html, PAGE_BLOCK_IDS.session, session);
}

/**
 * The page with the routes of the release it is served with (the render contract's routes block),
 * as a rendered page carries them: a page left to the browser knows every team's pages without
 * reaching the remotes first, so one remote that does not answer takes only its own pages away.
 */
export function withPageRoutes(html: string, routes: DeclaredRoutes): string {
  return withHeadBlock(html, PAGE_BLOCK_IDS.routes, routes);
}

/**
 * The shell page in the language of its address (its `<html>` element's `lang`): a page the
 * browser renders still tells a screen reader and a search engine its language from the start.
 */
export function withPageLanguage(html: string, locale: Locale): string {
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang=/i.test(tag) ? tag.replace(/(\s)lang=("[^"]*"|'[^']*'|[^\s>]+)/i, `$1lang=${locale}`) : tag.replace(/^<html/i, `<html lang=${locale}`),
  );
}
