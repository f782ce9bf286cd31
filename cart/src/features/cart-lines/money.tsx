import { formatPrice, useLocale } from '@shop/shared';
import { useTranslation } from 'react-i18next';

/** An amount in kroner as the shop shows prices (spec §3), with "0,-" rather than nothing for zero. */
export function Money({ value }: { value: number }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  return <>{t('cart.amount', { price: formatPrice(value, locale) || '0' })}</>;
}
