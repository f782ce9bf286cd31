import { useShopStore, useShopTranslation, type CategoryKey } from '@shop/shared';
import { useCallback, useEffect } from 'react';
import { FilterSidebar } from '../features/filter-tree/filter-sidebar';
import { normaliseCategoryFilter, useSyncFilterFromUrl, useUrlFilter } from '../features/filter-tree/url-filter';
import { ProductGrid } from '../features/product-list/product-grid';
import { FilterSummary } from './filter-summary';
import { ListLayout } from './list-layout';

/** A category page (spec §2): all its products, or those of the sub-categories in the address filter. */
export function CategoryPage({ category }: { category: CategoryKey }) {
  const { t } = useShopTranslation();
  const checked = normaliseCategoryFilter(useUrlFilter(), category);
  useSyncFilterFromUrl(category, checked);
  const filterKey = checked.join(',');
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  const loadCategory = useShopStore((state) => state.loadCategory);
  const loadProductList = useShopStore((state) => state.loadProductList);
  const products = useShopStore((state) => (filterKey ? state.productList : state.categoryLists[category]));
  const status = useShopStore((state) => (filterKey ? state.listStatus.productList : state.listStatus[category]));

  const load = useCallback(
    () => (filterKey ? loadProductList({ kind: 'filter', ids: filterKey.split(',') }) : loadCategory(category)),
    [filterKey, category, loadCategory, loadProductList],
  );
  useEffect(() => {
    void load();
  }, [load, isLoggedIn]);

  return (
    <ListLayout sidebar={<FilterSidebar category={category} mode="list" listRoute={`category:${category}`} />}>
      <h1>{t(`categories.${category}`)}</h1>
      {filterKey ? <FilterSummary checked={checked} /> : null}
      <ProductGrid products={products} status={status} detailRoute="category" listKey={`${category}?${filterKey}`} onRetry={() => void load()} />
    </ListLayout>
  );
}
