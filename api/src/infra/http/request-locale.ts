import type { FastifyRequest } from 'fastify';
import type { Locale } from '@shop/shared/routes';

const isLocale = (value: unknown): value is Locale => value === 'nb' || value === 'en';

/**
 * The language the request says its person acts in, or null when it says none: the one the request
 * names (`chosen`, the page's), else the page's language the shop's client sends as
 * `Accept-Language` (exactly `nb` or `en`: a browser's own list, such as `en-US,en;q=0.9`, is the
 * browser's setting, not the page the person is on), else the one the visitor chose with the
 * language switch (the locale cookie, spec §9).
 */
export function statedLocaleOf(request: FastifyRequest, chosen?: unknown): Locale | null {
  if (isLocale(chosen)) return chosen;
  const pageLanguage = request.headers['accept-language']?.trim();
  if (isLocale(pageLanguage)) return pageLanguage;
  const switched = request.cookies.locale;
  return isLocale(switched) ? switched : null;
}

/** The language of a mail or page the request asks for: the one it states, else Norwegian. */
export function localeOf(request: FastifyRequest, chosen?: unknown): Locale {
  return statedLocaleOf(request, chosen) ?? 'nb';
}
