/**
 * The shell's page carries a copy of its consent bar for the first paint (shell/src/consent/
 * consent-first-paint.html), so a first visit shows text before any script has run. A visitor who
 * has answered (the `consent` cookie, spec §9) gets the page without it: the bar would only flash.
 */
const UNTIL_CONSENT = /<section\b[^>]*\bdata-until-consent\b[^>]*>[\s\S]*?<\/section>/;

export function shellPageFor(html: string, cookies: Partial<Record<string, string>>): string {
  return cookies.consent === 'true' ? html.replace(UNTIL_CONSENT, '') : html;
}
