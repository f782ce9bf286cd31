import { intlLocaleOf } from '@shop/shared';

/** A day as the reader's language writes it: 23.11.2026 / 23/11/2026. A date without time (2026-12-01) is that day anywhere. */
export function formatDay(iso: string, locale: 'nb' | 'en'): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Oslo' }).format(date);
}

/** A moment with its time, in Norwegian time (the distributor's): for the audit log. */
export function formatMoment(iso: string, locale: 'nb' | 'en'): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Oslo' }).format(new Date(iso));
}
