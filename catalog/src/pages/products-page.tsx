import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSidebar } from '../features/filter-tree/filter-sidebar';
import { useSyncFilterFromUrl, useUrlFilter } from '../features/filter-tree/url-filter';
import { ListToolbar } from '../features/list-view/list-toolbar';
import { useListPage } from '../features/list-view/use-list-page';
import { ProductGrid } from '../features/product-list/product-grid';
import { useCatalogStore } from '../state/use-catalog-store';
import { useSessionKey } from '../state/use-session-key';
import { FilterSummary } from './filter-summary';
import { ListLayout } from './list-layout';

/** All products (spec §2 /produkter), or those of the general filter in the address. */
export function ProductsPage() {
  const { t } = useTranslation('catalog');
  const checked = useUrlFilter();
  useSyncFilterFromUrl('general', checked);
  const filterKey = checked.join(',');
  const sessionKey = useSessionKey();
  const list = useListPage(filterKey ? { filterList: filterKey } : {});
  const { request } = list;
  const loadProductList = useCatalogStore((state) => state.loadProductList);
  const loadRest = useCatalogStore((state) => state.loadRest);
  const products = useCatalogStore((state) => state.productList);
  const status = useCatalogStore((state) => state.listStatus.productList);

  const load = useCallback(
    () => loadProductList(filterKey ? { kind: 'filter', ids: filterKey.split(',') } : { kind: 'all' }, request),
    [filterKey, request, loadProductList],
  );
  useEffect(() => {
    void load();
  }, [load, sessionKey]);
  const loadRestOfList = useCallback(() => void loadRest('productList'), [loadRest]);

  return (
    <ListLayout
      sidebar={
        <FilterSidebar mode="list" listRoute="products">
          {list.filters}
        </FilterSidebar>
      }
    >
      <h1>{t('catalog.productsHeading')}</h1>
      {filterKey ? <FilterSummary checked={checked} /> : null}
      <ListToolbar sort={list.sort} filters={list.filters} />
      <ProductGrid
        products={products}
        status={status}
        detailRoute="product-detail"
        listKey={`all?${filterKey}&${list.listKey}`}
        onRetry={() => void load()}
        paging={list.paging}
        total={list.total}
        loadRest={loadRestOfList}
      />
    </ListLayout>
  );
}
