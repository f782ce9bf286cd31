/**
 * The shell's page carries a copy of its consent bar for the first paint (shell/src/consent/
 * consent-first-paint.html), so a first visit shows text before any script has run. A visitor who
 * has answered (the `consent` cookie, spec §9) gets the page without it: the bar would only flash.
 *
 * The page also preloads the shell's start-up scripts. Those help a page whose first text comes
 * from the scripts (a visitor who has answered). With the bar in the page, its first paint and its
 * largest text need no script, and the shell starts only after that paint (shell/src/start-up/
 * after-first-paint.ts): the scripts are then requested at that moment rather than beside the
 * stylesheet and the font, which on a slow phone connection share the line with them otherwise.
 */
const UNTIL_CONSENT = /<section\b[^>]*\bdata-until-consent\b[^>]*>[\s\S]*?<\/section>/;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)[^>]*>/g;

export function shellPageFor(html: string, cookies: Partial<Record<string, string>>): string {
  if (cookies.consent === 'true') return html.replace(UNTIL_CONSENT, '');
  return UNTIL_CONSENT.test(html) ? html.replace(SCRIPT_PRELOAD, '') : html;
}
