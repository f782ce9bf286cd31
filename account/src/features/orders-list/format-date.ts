import { intlLocaleOf } from '@shop/shared';

/** An order's date as the customer's language writes it: 23.11.2026 / 23/11/2026. */
export function formatDate(iso: string, locale: 'nb' | 'en'): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  );
}
