import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { DefaultNamespace, Namespace, i18n as I18n, TFunction } from 'i18next';
import { I18nContext, getI18n } from 'react-i18next';

/**
 * `t` for the parts a page repeats many times (a card's availability, its price, its cart button).
 * react-i18next's `useTranslation` copies the whole i18next instance (40 properties) for every
 * component that calls it and subscribes each to the instance: 139 copies on a category page,
 * a fifth of its render on the server. Here each instance is watched once (a version that moves
 * when the language changes or texts arrive, as `bindI18n` says for useTranslation) and `t` is
 * shared per language and namespace; a component still renders again when either changes.
 */

interface Watch {
  version: number;
  readonly listeners: Set<() => void>;
  /** `t` by language and namespace, for the current version. */
  fixed: Map<string, unknown>;
}

const watches = new WeakMap<I18n, Watch>();

function watchOf(i18n: I18n): Watch {
  let watch = watches.get(i18n);
  if (watch) return watch;
  const created: Watch = { version: 0, listeners: new Set(), fixed: new Map() };
  const changed = () => {
    created.version += 1;
    created.fixed = new Map();
    for (const listener of created.listeners) listener();
  };
  i18n.on('languageChanged', changed);
  i18n.on('loaded', changed);
  i18n.store?.on('added', changed);
  watches.set(i18n, created);
  watch = created;
  return watch;
}

/** The page's i18next instance: a server render's own (its I18nextProvider), else the shop's. */
function usePageI18n(): I18n {
  return useContext(I18nContext)?.i18n ?? getI18n();
}

/** The instance and its version; the component renders again when the version moves. */
function useWatched(): { i18n: I18n; watch: Watch } {
  const i18n = usePageI18n();
  const watch = watchOf(i18n);
  const subscribe = useCallback(
    (listener: () => void) => {
      watch.listeners.add(listener);
      return () => watch.listeners.delete(listener);
    },
    [watch],
  );
  const version = () => watch.version;
  useSyncExternalStore(subscribe, version, version);
  return { i18n, watch };
}

/** The page's language as i18next names it; the component renders again when it changes. */
export function usePageLanguage(): string {
  return useWatched().i18n.language;
}

/** `t` of `namespace` (the chrome's when none) in the page's language, one function per language and namespace. */
export function usePageT<Ns extends Namespace = DefaultNamespace>(namespace?: Ns): TFunction<Ns> {
  const { i18n, watch } = useWatched();
  const key = `${i18n.language}|${String(namespace ?? '')}`;
  const known = watch.fixed.get(key) as TFunction<Ns> | undefined;
  if (known) return known;
  // i18next types getFixedT's answer by a conditional on the namespace that TypeScript cannot
  // match to TFunction<Ns> for a generic Ns; at run time it is that function.
  const t = i18n.getFixedT(i18n.language, namespace) as unknown as TFunction<Ns>;
  watch.fixed.set(key, t);
  return t;
}
