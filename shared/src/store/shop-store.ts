import { createStore } from 'zustand/vanilla';
import { type PersistStorage, createJSONStorage, persist } from 'zustand/middleware';
import { createCartSlice, type CartSlice } from './cart-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { createUiSlice, type UiSlice } from './ui-slice';
import { createConsentSlice, type ConsentSlice } from '../consent/consent-slice';
import { createFilterSlice, type FilterSlice } from './filter-slice';
import { createProductsSlice, type ProductsSlice } from './products-slice';
import { createOrderSlice, type OrderSlice } from './order-slice';

export type ShopState = CartSlice & SessionSlice & UiSlice & ConsentSlice & ProductsSlice & FilterSlice & OrderSlice;

const CART_STORAGE_KEY = 'shop-cart';

type PersistedCart = Pick<CartSlice, 'cartLines'>;

/**
 * localStorage, written only when the cart lines have changed. The persist middleware writes after
 * every update of the store (a page load makes dozens: session, menus, lists, statuses), and each
 * write is a JSON string handed to the browser's storage, synchronously.
 */
function cartStorage(storage: () => Storage = () => localStorage): PersistStorage<PersistedCart> {
  const json = createJSONStorage<PersistedCart>(storage) as PersistStorage<PersistedCart>;
  let written: CartSlice['cartLines'] | undefined;
  return {
    ...json,
    setItem: (name, value) => {
      if (value.state.cartLines === written) return;
      written = value.state.cartLines;
      return json.setItem(name, value);
    },
  };
}

/**
 * Builds the one store of the shop. The slices combine here and the middleware sits on the
 * combined store (zustand's slices guide). Only the cart is persisted: it survives a reload.
 */
export function createShopStore() {
  return createStore<ShopState>()(
    persist(
      (...args) => ({
        ...createCartSlice(...args),
        ...createSessionSlice(...args),
        ...createUiSlice(...args),
        ...createConsentSlice(...args),
        ...createProductsSlice(...args),
        ...createFilterSlice(...args),
        ...createOrderSlice(...args),
      }),
      {
        name: CART_STORAGE_KEY,
        version: 1,
        storage: cartStorage(),
        partialize: (state): PersistedCart => ({ cartLines: state.cartLines }),
      },
    ),
  );
}

/**
 * The single store instance. `@shop/shared` is a federated singleton, so the shell and every remote
 * import this same object; the end-to-end tests check that.
 */
export const shopStore = createShopStore();

// Another tab changed the cart: take its version, so the cart follows the user across tabs.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) void shopStore.persist.rehydrate();
  });
}
