import type { Product } from '@shop/shared/contracts';
import type { StateCreator } from 'zustand/vanilla';

/**
 * The cart's own copy of its lines' products, priced for one session: `pricedFor` is the user it
 * was priced for, or null for a visitor (no prices). The browser keeps none of it.
 */
interface CartProductsState {
  products: Record<string, Product>;
  pricedFor: string | null;
}

interface CartProductsActions {
  /** Products fetched for `session`: added to the copy of the same session, or replacing another session's. */
  keepProducts: (session: string | null, products: readonly Product[]) => void;
  /** Another person (or nobody) is logged in: the products were priced for the last one. */
  forgetProducts: () => void;
}

export type CartProductsSlice = CartProductsState & CartProductsActions;

export const createCartProductsSlice: StateCreator<CartProductsSlice, [], [], CartProductsSlice> = (set, get) => ({
  products: {},
  pricedFor: null,
  keepProducts: (session, products) => {
    const kept = get().pricedFor === session ? get().products : {};
    set({ pricedFor: session, products: { ...kept, ...Object.fromEntries(products.map((product) => [product.skuId, product])) } });
  },
  forgetProducts: () => set({ products: {}, pricedFor: null }),
});
