/**
 * Kroner as the shop shows prices (spec §3): space as thousands separator, two decimals, none
 * when they are .00 — "12 345,50", "1 200".
 */
export function formatAmount(kroner: number, locale: 'nb' | 'en'): string {
  const whole = Number.isInteger(Math.round(kroner * 100) / 100);
  const text = new Intl.NumberFormat(locale === 'nb' ? 'nb-NO' : 'en-GB', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(kroner);
  // One plain space for thousands in both languages (nb-NO uses a no-break space, en-GB a comma).
  return text.replace(/[\u00a0\u202f,]/g, ' ').replace(/ (?=\d{1,2}$)/, locale === 'nb' ? ',' : '.');
}

export function formatDate(iso: string, locale: 'nb' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'nb' ? 'nb-NO' : 'en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  );
}
