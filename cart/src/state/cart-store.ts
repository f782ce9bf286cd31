import { on, useScopedStore } from '@shop/shared';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { createCartProductsSlice, type CartProductsSlice } from './cart-products-slice';
import { createDeliveryAddressesSlice, type DeliveryAddressesSlice } from './delivery-addresses-slice';
import { createOrderSlice, type OrderSlice } from './order-slice';

/**
 * The cart team's own store: the products that price the cart's lines, the order draft, the order
 * status and the checkout's delivery addresses. The lines themselves (SKUs and quantities) and the
 * session stay in the kernel's store, which every team reads.
 */
export type CartState = CartProductsSlice & OrderSlice & DeliveryAddressesSlice;

/** Builds a cart store: its slices combined here (zustand's slices guide). */
function createCartStore() {
  return createStore<CartState>()((...args) => ({
    ...createCartProductsSlice(...args),
    ...createOrderSlice(...args),
    ...createDeliveryAddressesSlice(...args),
  }));
}

/** One instance: the cart's container is loaded once a page, so every exposed module shares it. */
export const cartStore = createCartStore();

// Wired once, where the store is made. Spec §4: a logout resets the order state; a login as
// someone else must not inherit it, nor the last organisation's addresses or the products priced
// for the last session.
on('session:changed', () => {
  const state = cartStore.getState();
  state.forgetOrder();
  state.forgetDeliveryAddresses();
  state.forgetProducts();
});

/**
 * Reads a part of the cart's store in a component and renders again when that part changes. On the
 * server, the store is the render's own (the kernel's render scope).
 */
export function useCartStore<T>(selector: (state: CartState) => T): T {
  return useStore(useScopedStore('cart', cartStore, createCartStore), selector);
}
