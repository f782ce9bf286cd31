import type { CategoryKey } from '@shop/shared';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSidebar } from '../features/filter-tree/filter-sidebar';
import { normaliseCategoryFilter, useSyncFilterFromUrl, useUrlFilter } from '../features/filter-tree/url-filter';
import { ListToolbar } from '../features/list-view/list-toolbar';
import { useListPage } from '../features/list-view/use-list-page';
import { ProductGrid } from '../features/product-list/product-grid';
import { useCatalogStore } from '../state/use-catalog-store';
import { useSessionKey } from '../state/use-session-key';
import { FilterSummary } from './filter-summary';
import { ListLayout } from './list-layout';

/** A category page (spec §2): all its products, or those of the sub-categories in the address filter. */
export function CategoryPage({ category }: { category: CategoryKey }) {
  const { t: tChrome } = useTranslation();
  const checked = normaliseCategoryFilter(useUrlFilter(), category);
  useSyncFilterFromUrl(category, checked);
  const filterKey = checked.join(',');
  const sessionKey = useSessionKey();
  const list = useListPage(filterKey ? { filterList: filterKey } : { category });
  const { request } = list;
  const loadCategory = useCatalogStore((state) => state.loadCategory);
  const loadProductList = useCatalogStore((state) => state.loadProductList);
  const loadRest = useCatalogStore((state) => state.loadRest);
  const products = useCatalogStore((state) => (filterKey ? state.productList : state.categoryLists[category]));
  const status = useCatalogStore((state) => (filterKey ? state.listStatus.productList : state.listStatus[category]));

  const load = useCallback(
    () => (filterKey ? loadProductList({ kind: 'filter', ids: filterKey.split(',') }, request) : loadCategory(category, request)),
    [filterKey, category, request, loadCategory, loadProductList],
  );
  useEffect(() => {
    void load();
  }, [load, sessionKey]);
  const loadRestOfList = useCallback(() => void loadRest(filterKey ? 'productList' : category), [filterKey, category, loadRest]);

  return (
    <ListLayout
      sidebar={
        <FilterSidebar category={category} mode="list" listRoute={`category:${category}`}>
          {list.filters}
        </FilterSidebar>
      }
    >
      <h1>{tChrome(`categories.${category}`)}</h1>
      {filterKey ? <FilterSummary checked={checked} /> : null}
      <ListToolbar sort={list.sort} filters={list.filters} />
      <ProductGrid
        products={products}
        status={status}
        detailRoute="category"
        listKey={`${category}?${filterKey}&${list.listKey}`}
        onRetry={() => void load()}
        paging={list.paging}
        total={list.total}
        loadRest={loadRestOfList}
      />
    </ListLayout>
  );
}
