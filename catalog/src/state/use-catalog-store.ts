import { useScopedStore } from '@shop/shared';
import { useStore } from 'zustand';
import type { CatalogState } from './catalog-state';
import { CATALOG_STORE, catalogStore, createCatalogStore } from './catalog-store';

/**
 * Reads a part of the catalogue store in a component and renders again when that part changes. On
 * the server, the store is the render's own (the kernel's render scope).
 */
export function useCatalogStore<T>(selector: (state: CatalogState) => T): T {
  return useStore(useScopedStore(CATALOG_STORE, catalogStore, createCatalogStore), selector);
}
