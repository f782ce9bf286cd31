import type { StateCreator } from 'zustand/vanilla';
import { fetchProductMenu } from '../api/product-api';
import type { CatalogState, FilterScope, FilterSlice } from './catalog-state';
import { EMPTY_FILTER, type FilterTreeState, filterFromChecked, toggleFilterItem } from './filter-tree-rules';

/** The filter tree of spec §4 per scope, and the product menu it is drawn from (loaded once a page). */
export const createFilterSlice: StateCreator<CatalogState, [], [], FilterSlice> = (set, get) => {
  const selection = (scope: FilterScope) => get().filterSelections[scope] ?? EMPTY_FILTER;
  const put = (scope: FilterScope, state: FilterTreeState) =>
    set({ filterSelections: { ...get().filterSelections, [scope]: state } });
  return {
    filterSelections: {},
    filterCategories: [],
    productMenu: [],
    productMenuStatus: 'idle',
    toggleFilter: (scope, id) => put(scope, toggleFilterItem(selection(scope), id)),
    setFilterChecked: (scope, checked) => {
      const current = selection(scope).checked;
      if (current.length === checked.length && current.every((id) => checked.includes(id))) return;
      put(scope, filterFromChecked(checked));
    },
    resetFilters: () => set({ filterSelections: {}, filterCategories: [] }),
    applyGeneralFilter: () => {
      const categories = selection('general').checked;
      set({ filterCategories: categories });
      return categories;
    },
    loadProductMenu: async () => {
      // The menu changes only with an import: loaded once per page.
      if (get().productMenuStatus === 'loading' || get().productMenuStatus === 'loaded') return;
      set({ productMenuStatus: 'loading' });
      try {
        set({ productMenu: await fetchProductMenu(), productMenuStatus: 'loaded' });
      } catch {
        set({ productMenuStatus: 'failed' });
      }
    },
  };
};
