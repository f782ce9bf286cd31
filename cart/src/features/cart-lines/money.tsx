import { formatAmount, formatPrice, useLocale } from '@shop/shared';

/** An amount in kroner as the shop shows prices (spec §3): with ",-", and nothing for zero. */
export function Money({ value }: { value: number }) {
  const locale = useLocale();
  return <>{formatPrice(value, locale) === '' ? '' : formatAmount(value, locale)}</>;
}
