import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../routes/route-table';
import { type ChromeTexts, nbTexts } from './texts/all-texts';
import type { TextsOf } from './texts/texts-of';

/** The chrome's namespace; every remote adds a namespace of its own (registerTexts). */
const CHROME = 'translation';

/**
 * The one i18next instance of the page. It lives in `@shop/shared`, a federated singleton, and is
 * handed to react-i18next (itself a singleton), so the shell and every remote translate with the
 * same language at the same moment through `useTranslation(namespace)`.
 */
export const i18n: I18n = i18next.createInstance();

const development = process.env.NODE_ENV !== 'production';

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['nb', 'en'],
  ns: [CHROME],
  defaultNS: CHROME,
  resources: { nb: { [CHROME]: nbTexts } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // A missing key is loud while developing and in tests, and quiet (the key's fallback) in production.
  saveMissing: development,
  missingKeyHandler: development
    ? (languages, namespace, key) => console.error(`Missing text ${namespace}:${key} (${languages.join(', ')})`)
    : false,
  react: { useSuspense: false, bindI18n: 'languageChanged loaded added' },
});

// Norwegian is the default and comes with the first load; English is a chunk of its own, fetched
// when a page in English opens or the language switch is about to be used.
const loaders: Record<Locale, () => Promise<TextsOf<ChromeTexts>>> = {
  nb: async () => nbTexts,
  en: async () => (await import(/* webpackChunkName: "texts-en" */ './texts/en-texts')).enTexts,
};
const loading = new Map<Locale, Promise<void>>();

/** Whether the chrome's texts of a language are here, so switching to it shows them at once. */
export function hasLocaleTexts(locale: Locale): boolean {
  return i18n.hasResourceBundle(locale, CHROME);
}

/** Fetches a language's chrome texts once; later calls share the first. */
export function loadLocaleTexts(locale: Locale): Promise<void> {
  if (hasLocaleTexts(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]()
      .then((texts) => {
        i18n.addResourceBundle(locale, CHROME, texts, true, true);
        for (const [group, byLocale] of laterGroups) addGroup(locale, group, byLocale);
      })
      // Once here the bundle answers; after a failure (offline) a later call tries again.
      .finally(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * Adds an app's texts, in both languages, to the page's i18n instance under `namespace`. A remote
 * calls it when it starts, so its texts deploy with it; a newer build of the remote replaces the
 * texts of an older one.
 */
export function registerTexts<T extends object>(namespace: string, byLocale: { nb: T; en: TextsOf<T> }): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, namespace, byLocale[locale], true, true);
}

/**
 * Adds a group of texts to the chrome's namespace in both languages (the shell's information
 * pages, whose long texts come with those pages). The English group waits for the English bundle
 * and never starts it, so `hasLocaleTexts` keeps meaning "the chrome's texts are here".
 */
export function addChromeTexts(group: string, byLocale: Record<Locale, object>): void {
  laterGroups.set(group, byLocale);
  for (const locale of LOCALES) if (hasLocaleTexts(locale)) addGroup(locale, group, byLocale);
}

/** Groups added to the chrome's namespace after start; a language loaded later gets them too. */
const laterGroups = new Map<string, Record<Locale, object>>();

function addGroup(locale: Locale, group: string, byLocale: Record<Locale, object>): void {
  i18n.addResourceBundle(locale, CHROME, { [group]: byLocale[locale] }, true, true);
}

let wanted: Locale = DEFAULT_LOCALE;

function apply(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Switches the page's language. With its texts already here it switches at once (the common case:
 * the shell loads them before the first render and before following the language switch);
 * otherwise once they have arrived, unless another language was asked for meanwhile. Until then the
 * page keeps the language it has, rather than showing keys or a mix.
 */
export function setLocale(locale: Locale): Promise<void> {
  wanted = locale;
  if (hasLocaleTexts(locale)) {
    apply(locale);
    return Promise.resolve();
  }
  return loadLocaleTexts(locale).then(
    () => {
      if (wanted === locale) apply(locale);
    },
    // Without its texts the page stays in the language it has; the next switch tries again. Spec §8:
    // a missing language file only logs a warning, so it is seen rather than silently Norwegian.
    (error: unknown) => console.warn(`The ${locale} texts could not be loaded; the page stays in ${i18n.language}.`, error),
  );
}
