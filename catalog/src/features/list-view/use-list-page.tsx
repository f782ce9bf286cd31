import { useEffect, type ReactNode } from 'react';
import { useCatalogStore } from '../../state/use-catalog-store';
import { ListFilters, SortControl } from './list-controls';
import { facetsQuery, listViewToParams, searchOf } from './list-view-url';
import { useListView } from './use-list-view';

/**
 * What a list page needs of its view: the request to load, the controls (order above the list,
 * stock and suppliers beside the category tree), the links to the pages beside this one and the
 * list's size. `source` says what the list is of for the facets (`{ category }`, `{ filterList }`,
 * `{ search }` or nothing); `shown` false: no list (an empty results page), so no counts.
 */
export function useListPage(source: Record<string, string>, shown = true) {
  const { view, key, request, change, params } = useListView();
  const loadFacets = useCatalogStore((state) => state.loadFacets);
  const held = useCatalogStore((state) => state.facets);
  const facetsKey = new URLSearchParams(facetsQuery(source, view)).toString();
  useEffect(() => {
    if (shown) void loadFacets(Object.fromEntries(new URLSearchParams(facetsKey)));
  }, [facetsKey, shown, loadFacets]);

  const pageSearch = (page: number) => searchOf(listViewToParams(params, { ...view, page }));
  const paging = { page: view.page, nextSearch: pageSearch(view.page + 1), previousSearch: pageSearch(view.page - 1), firstSearch: pageSearch(1) };
  const sort: ReactNode = <SortControl view={view} params={params} onChange={change} />;
  const filters: ReactNode = <ListFilters view={view} params={params} onChange={change} facets={held?.value ?? null} />;
  return {
    request,
    /** Another value is another list: the grid starts again at its first cards. */
    listKey: `${key}#${view.page}`,
    paging,
    total: held?.key === facetsKey ? held.value.total : undefined,
    sort,
    filters,
  };
}
