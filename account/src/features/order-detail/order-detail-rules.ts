// How one order's page writes its ids and dates. Pure functions, tested on their own.
import { formatCalendarDay, intlLocaleOf, type Locale } from '@shop/shared';

/** The API's order ids are UUIDs; any other id in an address names no order, so it is never asked for. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isOrderId(value: string | undefined): value is string {
  return value !== undefined && ORDER_ID.test(value);
}

/** An organisation number in the way Brønnøysund writes it: "912 345 678" (spaces or none in, digits kept). */
export function formatOrganizationNumber(number: string): string {
  const digits = number.replace(/\s/g, '');
  return /^\d{9}$/.test(digits) ? digits.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3') : number;
}

/** A requested delivery date or a back-order's expected date in words: "4. desember 2026" / "4 December 2026". */
export function formatDay(day: string, locale: Locale): string {
  return formatCalendarDay(day, locale);
}

/**
 * A moment (ISO 8601: the order sent, a change of status) as the distributor's clock in Norway
 * read it, wherever the customer is: "26. november 2026, 14:05" / "26 November 2026, 14:05".
 */
export function formatMoment(moment: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Oslo',
  }).format(new Date(moment));
}
