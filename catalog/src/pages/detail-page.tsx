import { PageError, getHref, useLocale, useShopStore, type CategoryKey, type RemotePageProps } from '@shop/shared';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { FilterSidebar } from '../features/filter-tree/filter-sidebar';
import { ProductDetail } from '../features/product-detail/product-detail';
import { useCatalogStore } from '../state/use-catalog-store';
import { useSessionKey } from '../state/use-session-key';
import { ListLayout } from './list-layout';

/** Product detail on every detail route (spec §2); the sidebar filters in product mode. */
export function DetailPage({ routeId, params, locale: routeLocale }: RemotePageProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const id = params.id ?? '';
  const category = routeId.startsWith('category-detail:') ? (routeId.slice('category-detail:'.length) as CategoryKey) : undefined;
  const sessionKey = useSessionKey();
  const loadProductDetails = useCatalogStore((state) => state.loadProductDetails);
  const details = useCatalogStore((state) => (state.productDetails?.skuId === id ? state.productDetails : null));
  // The store's load status may still be that of the product shown before (a missing one, say):
  // it counts for this page once this page has asked for its own product.
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const lastStatus = useCatalogStore((state) => state.listStatus.productDetails);
  const status = askedFor === id ? lastStatus : undefined;
  const setPageTitle = useShopStore((state) => state.setPageTitle);
  const errorStatus = useCatalogStore((state) => state.productDetailsErrorStatus);
  // The details arrive through the store, whose updates React renders in one go: the product is
  // rendered from a deferred copy instead, in slices of a few milliseconds (product-grid.tsx too).
  const shown = useDeferredValue(details);

  useEffect(() => {
    void loadProductDetails(id);
    setAskedFor(id);
  }, [id, sessionKey, loadProductDetails]);
  const title = details?.title[locale];
  useEffect(() => {
    if (title) setPageTitle(title);
  }, [title, setPageTitle]);

  const listRoute = category ? (`category:${category}` as const) : routeId === 'result-detail' ? 'results' : 'products';
  // A product that does not exist, or a load that failed, is the shop's error page with its status (spec §8).
  if (!details && status === 'not-found') throw new PageError(404, t('catalog.productNotFound', { id }));
  if (!details && status === 'failed') throw new PageError(errorStatus ?? 500, t('catalog.productLoadFailed'));
  // A product has one address per language, under its own category (the server answers 301 there).
  // In the language of the address followed: the texts' language follows the route a moment later.
  if (details && category && details.category !== category) {
    return <Navigate replace to={getHref(`category-detail:${details.category}`, routeLocale, { id })} />;
  }
  return (
    <ListLayout sidebar={<FilterSidebar category={category} mode="product" listRoute={listRoute} />}>
      {shown ? <ProductDetail product={shown} /> : null}
      {!shown && (details || status === 'loading' || status === undefined) ? <p aria-busy="true">{t('catalog.loadingProducts')}</p> : null}
    </ListLayout>
  );
}
