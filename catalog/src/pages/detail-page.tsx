import { getHref, useShopStore, useShopTranslation, type CategoryKey, type RemotePageProps } from '@shop/shared';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { FilterSidebar } from '../features/filter-tree/filter-sidebar';
import { ProductDetail } from '../features/product-detail/product-detail';
import { ListLayout } from './list-layout';

/** Product detail on every detail route (spec §2); the sidebar filters in product mode. */
export function DetailPage({ routeId, params }: RemotePageProps) {
  const { t, locale } = useShopTranslation();
  const id = params.id ?? '';
  const category = routeId.startsWith('category-detail:') ? (routeId.slice('category-detail:'.length) as CategoryKey) : undefined;
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  const loadProductDetails = useShopStore((state) => state.loadProductDetails);
  const details = useShopStore((state) => (state.productDetails?.skuId === id ? state.productDetails : null));
  const status = useShopStore((state) => state.listStatus.productDetails);
  const setPageTitle = useShopStore((state) => state.setPageTitle);

  useEffect(() => {
    void loadProductDetails(id);
  }, [id, isLoggedIn, loadProductDetails]);
  const title = details?.title[locale];
  useEffect(() => {
    if (title) setPageTitle(title);
  }, [title, setPageTitle]);

  const listRoute = category ? (`category:${category}` as const) : routeId === 'result-detail' ? 'results' : 'products';
  return (
    <ListLayout sidebar={<FilterSidebar category={category} mode="product" listRoute={listRoute} />}>
      {details ? <ProductDetail product={details} /> : null}
      {!details && status === 'not-found' ? (
        <div role="alert">
          <p>{t('catalog.productNotFound', { id })}</p>
          <Link to={getHref(listRoute, locale)}>{category ? t(`categories.${category}`) : t('catalog.productsHeading')}</Link>
        </div>
      ) : null}
      {!details && status === 'failed' ? (
        <div role="alert">
          <p>{t('catalog.loadFailed')}</p>
          <button type="button" onClick={() => void loadProductDetails(id)}>
            {t('catalog.retry')}
          </button>
        </div>
      ) : null}
      {!details && (status === 'loading' || status === undefined) ? <p aria-busy="true">{t('catalog.loadingProducts')}</p> : null}
    </ListLayout>
  );
}
