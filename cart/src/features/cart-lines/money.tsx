import { formatAmount, useLocale } from '@shop/shared';

/** An amount in kroner as the shop shows prices (spec §3), with "0,-" rather than nothing for zero. */
export function Money({ value }: { value: number }) {
  return <>{formatAmount(value, useLocale())}</>;
}
