import type { Locale } from '../routes/route-table';
import { usePageLanguage } from './page-texts';

/** The page's current locale; a component using it renders again when the language changes. */
export function useLocale(): Locale {
  return usePageLanguage() === 'en' ? 'en' : 'nb';
}
