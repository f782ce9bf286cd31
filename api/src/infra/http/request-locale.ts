import type { FastifyRequest } from 'fastify';
import type { Locale } from '@shop/shared/routes';

/**
 * The language of a mail or page: the one the request names (`chosen`, the page's), else the one
 * the visitor chose before (the locale cookie, spec §9), else Norwegian.
 */
export function localeOf(request: FastifyRequest, chosen?: unknown): Locale {
  if (chosen === 'nb' || chosen === 'en') return chosen;
  return request.cookies.locale === 'en' ? 'en' : 'nb';
}
