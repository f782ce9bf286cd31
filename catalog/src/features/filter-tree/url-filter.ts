import type { CategoryKey } from '@shop/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FilterScope } from '../../state/catalog-state';
import { filterFromParam, filterToParam } from '../../state/filter-tree-rules';
import { useCatalogStore } from '../../state/use-catalog-store';

/** The filter of the page address (`?filter=a:b,c`): it survives a reload and can be shared. */
export function useUrlFilter(): string[] {
  const [params] = useSearchParams();
  const param = params.get('filter');
  return filterFromParam(param);
}

/**
 * The address filter of a category page without the category itself: checking only the category
 * is the same as no filter.
 */
export function normaliseCategoryFilter(checked: string[], category: CategoryKey | undefined): string[] {
  return category && checked.length === 1 && checked[0] === category ? [] : checked;
}

/** Keeps the scope's selection in the store in step with the address (back/forward, reload, links). */
export function useSyncFilterFromUrl(scope: FilterScope, checked: string[]): void {
  const setFilterChecked = useCatalogStore((state) => state.setFilterChecked);
  const key = checked.join(',');
  useEffect(() => {
    setFilterChecked(scope, key === '' ? [] : key.split(','));
  }, [scope, key, setFilterChecked]);
}

/** The list address with the filter `checked`, and the other parameters of `kept` but the page (a new filter starts at page 1). */
export function withFilter(href: string, checked: string[], kept?: URLSearchParams): string {
  const params = new URLSearchParams(kept);
  params.delete('page');
  params.delete('filter');
  // A filter from the tree replaces the search words (the results page shows one or the other).
  params.delete('search');
  if (checked.length > 0) params.set('filter', filterToParam(checked));
  const query = params.toString();
  return query ? `${href}?${query}` : href;
}
