import type { Locale } from '@shop/shared';

/**
 * The shell's built index.html cut around its root element: what comes before the rendered page
 * and what comes after. The stylesheet, the font preload and the scripts are the browser build's,
 * so a server-rendered page loads exactly what the client-rendered one does.
 */
export interface PageTemplate {
  /** Up to and including `<div id="root">`. */
  before: string;
  /** From the root's `</div>` to the end. */
  after: string;
}

/**
 * The empty root, and the `<noscript>` note that follows it in the built page: that note is for a
 * page the server did not render (without JavaScript it would be blank), so a rendered page leaves
 * it out.
 */
const ROOT = /<div id=("?)root\1>\s*<\/div>(?:\s*<noscript>[\s\S]*?<\/noscript>)?/;

export function splitTemplate(html: string): PageTemplate {
  const root = ROOT.exec(html);
  if (!root) throw new Error('the shell page has no empty root element');
  const open = root[0].slice(0, root[0].indexOf('>') + 1);
  return {
    before: html.slice(0, root.index) + open,
    after: `</div>${html.slice(root.index + root[0].length)}`,
  };
}

/** Text as HTML element content. */
export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text as a double-quoted HTML attribute value. */
export const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * A JSON data block: not run (the CSP's script-src does not apply), `<` escaped so nothing in it
 * ends the element. `type` names the kind of JSON (schema.org's is `application/ld+json`).
 */
export function dataBlock(id: string, value: unknown, type = 'application/json'): string {
  return `<script type="${type}" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The document's start for one page: its language on <html>, and at the end of <head> its own
 * tags (`headEnd`: title, description, data blocks) in place of the built page's title.
 */
export function documentStart(template: PageTemplate, locale: Locale, headEnd: string): string {
  const withLanguage = template.before
    .replace(/<html\b[^>]*>/, (tag) => tag.replace(/\blang=("?)[\w-]+\1/, `lang=${locale}`))
    .replace(/<title>[^<]*<\/title>/, '');
  const end = withLanguage.indexOf('</head>');
  return end === -1 ? withLanguage : `${withLanguage.slice(0, end)}${headEnd}${withLanguage.slice(end)}`;
}
