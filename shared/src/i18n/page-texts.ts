import { useContext, useEffect, useState } from 'react';
import type { DefaultNamespace, Namespace, i18n as I18n, TFunction } from 'i18next';
import { I18nContext, getI18n } from 'react-i18next';

/**
 * `t` for the parts a page repeats many times (a card's availability, its price, its cart button).
 * react-i18next's `useTranslation` copies the whole i18next instance (40 properties) for every
 * component that calls it and subscribes each to the instance: 139 copies on a category page,
 * a fifth of its render on the server. Here each instance is watched once and `t` is shared per
 * language and namespace. A component renders again when the language changes, or when texts of
 * its own namespace arrive in that language; not when another team adds its texts (which each
 * remote does as it loads, while the page hydrates).
 */

type Listener = () => void;

interface Watch {
  /** Who listens for what: a namespace's texts, or (null) the language only. */
  readonly listeners: Map<Listener, string | null>;
  /** `t` by language and namespace. */
  fixed: Map<string, unknown>;
}

const watches = new WeakMap<I18n, Watch>();

function watchOf(i18n: I18n): Watch {
  const known = watches.get(i18n);
  if (known) return known;
  const watch: Watch = { listeners: new Map(), fixed: new Map() };
  const notify = (namespace?: string) => {
    watch.fixed = new Map();
    for (const [listener, listened] of watch.listeners) if (namespace === undefined || listened === namespace) listener();
  };
  i18n.on('languageChanged', () => notify());
  i18n.on('loaded', () => notify());
  i18n.store?.on('added', (language: string, namespace: string) => {
    if (language === i18n.language) notify(namespace);
  });
  watches.set(i18n, watch);
  return watch;
}

/** The page's i18next instance: a server render's own (its I18nextProvider), else the shop's. */
function usePageI18n(): I18n {
  return useContext(I18nContext)?.i18n ?? getI18n();
}

/**
 * The instance; the component renders again when what it listens for changes. A state set from the
 * event, as useTranslation does (not useSyncExternalStore, whose changes during a hydration that
 * runs as a transition force it into one blocking render).
 */
function useWatched(i18n: I18n, namespace: string | null): I18n {
  const watch = watchOf(i18n);
  const [, setChanges] = useState(0);
  const language = i18n.language;
  useEffect(() => {
    const listener = () => setChanges((changes) => changes + 1);
    watch.listeners.set(listener, namespace);
    // The language changed between this render and the subscription.
    if (i18n.language !== language) listener();
    return () => {
      watch.listeners.delete(listener);
    };
  }, [watch, namespace, i18n, language]);
  return i18n;
}

/** The page's language as i18next names it; the component renders again when it changes. */
export function usePageLanguage(): string {
  return useWatched(usePageI18n(), null).language;
}

/** `t` of `namespace` (the chrome's when none) in the page's language, one function per language and namespace. */
export function usePageT<Ns extends Namespace = DefaultNamespace>(namespace?: Ns): TFunction<Ns> {
  const page = usePageI18n();
  const defaultNamespace = page.options.defaultNS;
  const name = typeof namespace === 'string' ? namespace : typeof defaultNamespace === 'string' ? defaultNamespace : 'translation';
  const i18n = useWatched(page, name);
  const watch = watchOf(i18n);
  const key = `${i18n.language}|${name}`;
  const known = watch.fixed.get(key) as TFunction<Ns> | undefined;
  if (known) return known;
  // i18next types getFixedT's answer by a conditional on the namespace that TypeScript cannot
  // match to TFunction<Ns> for a generic Ns; at run time it is that function.
  const t = i18n.getFixedT(i18n.language, namespace) as unknown as TFunction<Ns>;
  watch.fixed.set(key, t);
  return t;
}
