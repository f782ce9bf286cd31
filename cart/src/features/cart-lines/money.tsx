import { formatPrice, useShopTranslation } from '@shop/shared';

/** An amount in kroner as the shop shows prices (spec §3), with "0,-" rather than nothing for zero. */
export function Money({ value }: { value: number }) {
  const { t, locale } = useShopTranslation();
  return <>{t('cart.amount', { price: formatPrice(value, locale) || '0' })}</>;
}
