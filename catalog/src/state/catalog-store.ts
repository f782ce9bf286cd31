import { renderedState } from '@shop/shared';
import { createStore } from 'zustand/vanilla';
import type { CatalogState } from './catalog-state';
import { createFilterSlice } from './filter-slice';
import { createProductsSlice } from './products-slice';

/** The catalogue store's key in a render on the server and in the state a rendered page carries. */
export const CATALOG_STORE = 'catalog';

/**
 * Builds a catalogue store: the products of spec §3 and the filter tree of §4, combined here
 * (zustand's slices guide). It ships with this remote, so a catalogue deploy changes how lists
 * load and how the filter tree behaves without a shell release. Who is logged in stays in the
 * kernel's store; the loads read it from there.
 */
export function createCatalogStore(initial: Partial<CatalogState> = {}) {
  return createStore<CatalogState>()((...args) => ({
    ...createProductsSlice(...args),
    ...createFilterSlice(...args),
    // A page rendered on the server: the data it was rendered with (pages/page-data.ts).
    ...initial,
  }));
}

/**
 * The one catalogue store of the page: a remote's container is evaluated once per page. It starts
 * from the state a page rendered on the server carries, so hydration sees what the server rendered.
 */
export const catalogStore = createCatalogStore(renderedState<CatalogState>(CATALOG_STORE));
