import { createStore } from 'zustand/vanilla';
import type { CatalogState } from './catalog-state';
import { createFilterSlice } from './filter-slice';
import { createProductsSlice } from './products-slice';

/**
 * Builds a catalogue store: the products of spec §3 and the filter tree of §4, combined here
 * (zustand's slices guide). It ships with this remote, so a catalogue deploy changes how lists
 * load and how the filter tree behaves without a shell release. Who is logged in stays in the
 * kernel's store; the loads read it from there.
 */
export function createCatalogStore() {
  return createStore<CatalogState>()((...args) => ({
    ...createProductsSlice(...args),
    ...createFilterSlice(...args),
  }));
}

/** The one catalogue store of the page: a remote's container is evaluated once per page. */
export const catalogStore = createCatalogStore();
