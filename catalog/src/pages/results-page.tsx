import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FilterSidebar } from '../features/filter-tree/filter-sidebar';
import { useSyncFilterFromUrl, useUrlFilter } from '../features/filter-tree/url-filter';
import { ListToolbar } from '../features/list-view/list-toolbar';
import { useListPage } from '../features/list-view/use-list-page';
import { ProductGrid } from '../features/product-list/product-grid';
import { useCatalogStore } from '../state/use-catalog-store';
import { useSessionKey } from '../state/use-session-key';
import { FilterSummary } from './filter-summary';
import { ListLayout } from './list-layout';
import { searchWordsOf } from './search-words';

/** Search or filter results (spec §2 /resultater): `?search=<words>` from the header, or `?filter=`. */
export function ResultsPage() {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const words = searchWordsOf(params);
  const checked = useUrlFilter();
  useSyncFilterFromUrl('general', words ? [] : checked);
  const filterKey = words ? '' : checked.join(',');
  const sessionKey = useSessionKey();
  const list = useListPage(words ? { search: words } : filterKey ? { filterList: filterKey } : {}, Boolean(words || filterKey));
  const { request } = list;
  const loadProductList = useCatalogStore((state) => state.loadProductList);
  const loadRest = useCatalogStore((state) => state.loadRest);
  const products = useCatalogStore((state) => state.productList);
  const status = useCatalogStore((state) => state.listStatus.productList);

  const load = useCallback(() => {
    if (words) return loadProductList({ kind: 'search', words }, request);
    if (filterKey) return loadProductList({ kind: 'filter', ids: filterKey.split(',') }, request);
    return Promise.resolve();
  }, [words, filterKey, request, loadProductList]);
  useEffect(() => {
    void load();
  }, [load, sessionKey]);
  const loadRestOfList = useCallback(() => void loadRest('productList'), [loadRest]);

  return (
    <ListLayout
      sidebar={
        <FilterSidebar mode="list" listRoute="results">
          {words || filterKey ? list.filters : null}
        </FilterSidebar>
      }
    >
      <h1>{t('catalog.resultsHeading')}</h1>
      {words ? <p data-testid="search-summary">{t('catalog.searchResultsFor', { words })}</p> : null}
      {filterKey ? <FilterSummary checked={checked} /> : null}
      {words || filterKey ? (
        <>
          <ListToolbar sort={list.sort} filters={list.filters} />
          <ProductGrid
            products={products}
            status={status}
            detailRoute="result-detail"
            listKey={`${words}?${filterKey}&${list.listKey}`}
            onRetry={() => void load()}
            paging={list.paging}
            total={list.total}
            loadRest={loadRestOfList}
          />
        </>
      ) : (
        <p>{t('catalog.resultsEmpty')}</p>
      )}
    </ListLayout>
  );
}
