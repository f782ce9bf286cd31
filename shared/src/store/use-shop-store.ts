import { useStore } from 'zustand';
import { shopStore, type ShopState } from './shop-store';

/** Reads a part of the shared store in a component and re-renders when that part changes. */
export function useShopStore<T>(selector: (state: ShopState) => T): T {
  return useStore(shopStore, selector);
}
