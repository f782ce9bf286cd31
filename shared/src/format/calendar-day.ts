import type { Locale } from '../routes/route-table';

/** The language tag the shop's dates and words are written with: Norwegian Bokmål, or British English. */
export function intlLocaleOf(locale: Locale): string {
  return locale === 'nb' ? 'nb-NO' : 'en-GB';
}

/**
 * A calendar day (YYYY-MM-DD: a delivery date, a back-order's expected date) in words: "4. desember
 * 2026" / "4 December 2026", with `weekday` "fredag 4. desember 2026" / "Friday, 4 December 2026".
 * Read as UTC, so no time zone moves it to the day before.
 */
export function formatCalendarDay(day: string, locale: Locale, { weekday = false }: { weekday?: boolean } = {}): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    ...(weekday ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}
