import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type CatalogT = ReturnType<typeof useTranslation<'catalog'>>['t'];

const CatalogTContext = createContext<CatalogT | null>(null);

/**
 * The catalogue's texts, looked up once for the whole page. `useTranslation` sets up a
 * subscription and a copy of the i18next instance for every component that calls it; a page of
 * products has four such parts per product (card, picture, price, cart button), and doing that a
 * hundred times was one of the longest tasks of a category page on a phone. The parts repeated per
 * product read `t` from here instead, and still change with the language: the provider's
 * `useTranslation` renders them again when it changes.
 */
export function CatalogTexts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('catalog');
  return <CatalogTContext.Provider value={t}>{children}</CatalogTContext.Provider>;
}

/** `t` of the catalog namespace for the parts a page repeats per product; needs `<CatalogTexts>` above. */
export function useCatalogT(): CatalogT {
  const t = useContext(CatalogTContext);
  if (t === null) throw new Error('useCatalogT is used outside <CatalogTexts>');
  return t;
}
