import { useTranslation } from 'react-i18next';
import type { Locale } from '../routes/route-table';

/** The page's current locale; a component using it renders again when the language changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'nb';
}
