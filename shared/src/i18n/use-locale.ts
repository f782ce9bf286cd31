import { useTranslation } from 'react-i18next';
import type { Locale } from '../routes/route-table';

/** The translate function and the current locale, bound to the shop's i18n instance. */
export function useShopTranslation(): { t: ReturnType<typeof useTranslation>['t']; locale: Locale } {
  const { t, i18n } = useTranslation();
  return { t, locale: i18n.language === 'en' ? 'en' : 'nb' };
}
