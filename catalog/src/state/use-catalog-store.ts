import { useStore } from 'zustand';
import type { CatalogState } from './catalog-state';
import { catalogStore } from './catalog-store';

/** Reads a part of the catalogue store in a component and renders again when that part changes. */
export function useCatalogStore<T>(selector: (state: CatalogState) => T): T {
  return useStore(catalogStore, selector);
}
