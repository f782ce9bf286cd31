import { useStore } from 'zustand';
import { SHOP_STORE, useScopedStore } from '../render-scope/render-scope';
import { createRenderedShopStore, shopStore, type ShopState } from './shop-store';

/**
 * Reads a part of the shared store in a component and re-renders when that part changes. On the
 * server, the store is the render's own (render-scope.tsx).
 */
export function useShopStore<T>(selector: (state: ShopState) => T): T {
  return useStore(useScopedStore(SHOP_STORE, shopStore, createRenderedShopStore), selector);
}
