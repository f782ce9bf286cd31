import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_PAGE_TEXTS } from '@shop/shared/error-page-texts';
import { type Locale, localeOfPath } from '@shop/shared/routes';
import { DatabaseUnavailableError } from '../../infra/db/database-unavailable';
import { DATABASE_RETRY_AFTER_SECONDS, noteDatabaseDown } from '../../infra/http/error-handler';

const STATUS = 503;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The shop's error page (spec §8, as the shell's error page shows it: the status, the message, the
 * way back to the front page) in the page's language, for a page the shop cannot serve because its
 * database does not answer. Made here, whole, without the shell's scripts: the page's own data
 * cannot be read, and a browser without JavaScript reads it all the same.
 */
export function outagePageHtml(locale: Locale): string {
  const { errors, shopName } = ERROR_PAGE_TEXTS[locale];
  const title = `${errors.pageTitle} - ${shopName}`;
  const status = errors.statusLabel.replace('{{status}}', String(STATUS));
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { margin: 0; font: 18px/1.5 Arial, sans-serif; color: #0b1f3a; }
section { max-width: 40rem; margin: 4rem auto; padding: 0 1rem; }
.status { font-size: 0.9rem; opacity: 0.75; }
a { color: #0b1f3a; }
</style>
</head>
<body>
<main>
<section data-testid="error-page" data-status="${STATUS}">
<p class="status">${escapeHtml(status)}</p>
<h1>${escapeHtml(errors.other)}</h1>
<p>${escapeHtml(errors.unavailable)}</p>
<p><a href="${locale === 'en' ? '/en' : '/'}">${escapeHtml(errors.backToFront)}</a></p>
</section>
</main>
</body>
</html>
`;
}

function sendOutagePage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathname = request.url.split(/[?#]/)[0] ?? '/';
  return reply
    .code(STATUS)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .removeHeader('vary')
    .type('text/html; charset=utf-8')
    .send(outagePageHtml(localeOfPath(pathname)));
}

/**
 * A page, or the shop's error page with 503 and Retry-After when the page cannot be made because
 * the database does not answer: before the process's start on it is done (infra/db/database-start.ts),
 * or when reading the visitor's session or the page's data fails for it. Never the API's JSON.
 */
export async function pageOrOutage<T>(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, page: () => Promise<T>): Promise<T | FastifyReply> {
  if (!app.databaseStart.ready) return sendOutagePage(request, reply);
  try {
    return await page();
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError) || reply.sent) throw error;
    noteDatabaseDown(request, error);
    return sendOutagePage(request, reply);
  }
}
