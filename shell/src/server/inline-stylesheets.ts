import { escapeAttribute } from './page-document';
import type { Stylesheet } from './remote-stylesheets';

/**
 * A rendered page carries its stylesheets in its head rather than linking them. On a phone's
 * connection each linked stylesheet was a request of its own before the first paint (five to seven
 * a page, over HTTP/1.1's six connections, beside the first pictures); inlined, they come with the
 * page's first bytes. Their files stay where they were: the browser's chunk loader (webpack's
 * mini-css-extract runtime) finds a <style> whose `data-href` names the file it would load, and
 * does not load it again.
 */

/** Stylesheet texts by the address this process reads them at. */
export type StylesheetTexts = ReadonlyMap<string, string>;

/**
 * The texts of `sources`, read once when a worker starts (a release's files never change: a new
 * release starts new workers). One that cannot be read is left out: the page links it instead.
 */
export async function readStylesheets(sources: Iterable<string>): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  await Promise.all(
    [...new Set(sources)].map(async (source) => {
      try {
        const answer = await fetch(source);
        if (answer.ok) texts.set(source, await answer.text());
      } catch {
        // linked instead
      }
    }),
  );
  return texts;
}

/** A url() reference relative to its stylesheet: no scheme (data:, https:), not rooted, not a fragment. */
const RELATIVE_URL = /url\(\s*(['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")\s]+)\1\s*\)/gi;
const PAGE_ORIGIN = 'http://page.invalid';

/**
 * `css` with the references relative to its file (`href`) made to hold in the page: inlined, they
 * would be read against the page's address (/kameraovervakning/…) instead of the stylesheet's.
 */
function urlsOfStylesheetAt(css: string, href: string): string {
  if (!css.includes('url(')) return css;
  const base = new URL(href, `${PAGE_ORIGIN}/`);
  return css.replace(RELATIVE_URL, (_reference, quote: string, target: string) => {
    const address = new URL(target, base);
    return `url(${quote}${address.origin === PAGE_ORIGIN ? `${address.pathname}${address.search}${address.hash}` : address.href}${quote})`;
  });
}

/** `css` of the file at `href` in a <style> element named by `address`: nothing in the text can end the element. */
function styleElement(address: string, href: string, css: string): string {
  return `<style data-href="${escapeAttribute(address)}">${urlsOfStylesheetAt(css, href).replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/**
 * The head's tags for `sheets`: each inlined, named by the address the browser would load it from
 * (absolute, on `origin`, as the chunk loader compares it), or linked when its text is not known.
 */
export function stylesheetTags(sheets: readonly Stylesheet[], texts: StylesheetTexts, origin?: string): string {
  return sheets
    .map(({ href, source }) => {
      const css = texts.get(source);
      if (css === undefined) return `<link rel="stylesheet" href="${escapeAttribute(href)}">`;
      const address = origin && href.startsWith('/') ? new URL(href, origin).href : href;
      return styleElement(address, href, css);
    })
    .join('');
}

const LINKED_STYLESHEET = /<link\s+rel=("?)stylesheet\1\s+href=("?)([^"\s>]+)\2\s*\/?>/g;

/** The page template's own stylesheets (the shell's), on `origin`. */
export function templateStylesheets(html: string, origin: string): Stylesheet[] {
  return [...html.matchAll(LINKED_STYLESHEET)].map((match) => ({ href: match[3] ?? '', source: new URL(match[3] ?? '', origin).href }));
}

/**
 * `html` with each of its linked stylesheets whose text is known inlined in its place. The shell's
 * chunk loader names its stylesheets by file name (its public path is the root): that is the
 * `data-href` it recognises.
 */
export function inlineTemplateStylesheets(html: string, origin: string, texts: StylesheetTexts): string {
  return html.replace(LINKED_STYLESHEET, (link, _q1, _q2, href: string) => {
    const css = texts.get(new URL(href, origin).href);
    return css === undefined ? link : styleElement(href.replace(/^\//, ''), href, css);
  });
}
