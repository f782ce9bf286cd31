import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../routes/route-table';
import { type FirstLoadTexts, type ShopTexts, nbTexts } from './texts/all-texts';
import type { TextsOf } from './texts/texts-of';

/**
 * The one i18next instance of the page. It lives in `@shop/shared`, a federated singleton, so the
 * shell and every remote translate with the same language at the same moment.
 */
export const i18n: I18n = i18next.createInstance();

// Components translate through useShopTranslation (use-locale.ts), straight on this instance.
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['nb', 'en'],
  resources: { nb: { translation: nbTexts } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

// Norwegian is the default and comes with the first load; English is a chunk of its own (about
// 5 KB gzip), fetched when a page in English opens or the language switch is about to be used.
const loaders: Record<Locale, () => Promise<TextsOf<FirstLoadTexts>>> = {
  nb: async () => nbTexts,
  en: async () => (await import(/* webpackChunkName: "texts-en" */ './texts/en-texts')).enTexts,
};
const loading = new Map<Locale, Promise<void>>();

/** Whether the texts of a language are here, so switching to it shows them at once. */
export function hasLocaleTexts(locale: Locale): boolean {
  return i18n.hasResourceBundle(locale, 'translation');
}

/** Fetches a language's texts once; later calls share the first. */
export function loadLocaleTexts(locale: Locale): Promise<void> {
  if (hasLocaleTexts(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]()
      .then((texts) => {
        i18n.addResourceBundle(locale, 'translation', texts);
        for (const [namespace, byLocale] of laterNamespaces) addNamespace(locale, namespace, byLocale[locale]);
      })
      // Once here the bundle answers; after a failure (offline) a later call tries again.
      .finally(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

type LaterNamespace = keyof Omit<ShopTexts, keyof FirstLoadTexts>;
/** Namespaces that come with the pages that use them, in both languages. */
const laterNamespaces = new Map<LaterNamespace, Record<Locale, unknown>>();

function addNamespace(locale: Locale, namespace: LaterNamespace, texts: unknown): void {
  i18n.addResourceBundle(locale, 'translation', { [namespace]: texts }, true, true);
}

/**
 * Adds the texts of a namespace that is not part of the first load (the information pages'),
 * for each language whose texts are here, and for the other when its texts arrive. A language's
 * bundle is never started by these alone, so `hasLocaleTexts` keeps meaning "its texts are here".
 */
export function addNamespaceTexts<N extends LaterNamespace>(namespace: N, byLocale: Record<Locale, TextsOf<ShopTexts[N]>>): void {
  laterNamespaces.set(namespace, byLocale);
  for (const locale of LOCALES) {
    if (hasLocaleTexts(locale)) addNamespace(locale, namespace, byLocale[locale]);
  }
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
    () => undefined, // Without its texts the page stays in the language it has; the next switch tries again.
  );
}
