import type { StateCreator } from 'zustand/vanilla';
import { fetchProductMenu } from '../api/product-api';
import type { MenuItem } from '../domain/catalog-menu';
import { emit } from '../events/event-bus';
import type { CategoryKey } from '../routes/route-table';
import { EMPTY_FILTER, type FilterTreeState, filterFromChecked, toggleFilterItem } from './filter-tree-rules';
import type { LoadStatus } from './products-rules';
import type { ShopState } from './shop-store';

/** Where a filter selection is kept: per category in product mode, or as the general product filter. */
export type FilterScope = CategoryKey | 'general';

export interface FilterSlice {
  filterSelections: Partial<Record<FilterScope, FilterTreeState>>;
  /** The general filter last applied to the product list (spec §3 filterCategories). */
  filterCategories: string[];
  productMenu: MenuItem[];
  productMenuStatus: LoadStatus;
  toggleFilter: (scope: FilterScope, id: string) => void;
  /** Takes a selection from elsewhere (the page address) as the scope's checked items. */
  setFilterChecked: (scope: FilterScope, checked: string[]) => void;
  /** Spec §4: clears every checked and open item and resets filterCategories. */
  resetFilters: () => void;
  /** Makes the general selection the applied filter and tells listeners (event filter:apply). */
  applyGeneralFilter: () => string[];
  loadProductMenu: () => Promise<void>;
}

export const createFilterSlice: StateCreator<ShopState, [], [], FilterSlice> = (set, get) => {
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
      emit('filter:apply', { categories });
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
