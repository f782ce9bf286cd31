const MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit' });

/** The first day of the calendar month in Norway at `at`, as YYYY-MM-01 (a buyer's month limit counts by it). */
export function osloMonth(at: Date): string {
  const parts = Object.fromEntries(MONTH.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-01`;
}
