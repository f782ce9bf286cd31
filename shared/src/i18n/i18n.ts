import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '../routes/route-table';
import { enTexts, nbTexts } from './texts/all-texts';

/**
 * The one i18next instance of the page. It lives in `@shop/shared`, a federated singleton, so the
 * shell and every remote translate with the same language at the same moment.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['nb', 'en'],
  resources: { nb: { translation: nbTexts }, en: { translation: enTexts } },
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
  initAsync: false,
});

export function setLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
