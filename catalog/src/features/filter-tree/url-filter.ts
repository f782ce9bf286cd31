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

export function withFilter(href: string, checked: string[]): string {
  return checked.length === 0 ? href : `${href}?${new URLSearchParams({ filter: filterToParam(checked) })}`;
}
