import type { Locale } from '../routes/route-table';

/** Between thousands: a no-break space, so a price never wraps in the middle of its digits. */
const THOUSANDS = '\u00a0';

/**
 * A price as the shop shows it (spec §3): two decimals, a space between thousands, no decimals
 * when they are .00, and nothing at all for zero or no price. Norwegian writes a decimal comma,
 * English a decimal point.
 */
export function formatPrice(value: number | string | null | undefined, locale: Locale): string {
  const amount = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : (value ?? Number.NaN);
  if (!Number.isFinite(amount)) return '';
  // The nudge keeps half an øre stored as 1.00499999… (binary floating point) rounding up.
  const ore = Math.round(Math.abs(amount) * 100 + 1e-6);
  if (ore === 0) return '';
  const kroner = Math.floor(ore / 100);
  const decimals = ore % 100;
  const whole = String(kroner).replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS);
  const sign = amount < 0 ? '-' : '';
  if (decimals === 0) return `${sign}${whole}`;
  return `${sign}${whole}${locale === 'nb' ? ',' : '.'}${String(decimals).padStart(2, '0')}`;
}

/**
 * An amount as every page shows it to a logged-in user: the price with ",-" (spec §3), and nothing
 * for zero, as the spec has it (a cart without discounts shows no "0,-"). The one formatter of the
 * shop's amounts: catalogue, cart, orders.
 */
export function formatAmount(value: number | string | null | undefined, locale: Locale): string {
  const price = formatPrice(value, locale);
  return price === '' ? '' : `${price},-`;
}
