import type { StateCreator } from 'zustand/vanilla';
import * as lines from './cart-lines';
import type { CartLine } from './cart-lines';

/** The cart's lines as SKUs and quantities: the header badge, the catalogue and the cart read them. */
export interface CartSlice {
  cartLines: CartLine[];
  /**
   * Whether `cartLines` are this browser's cart, read from its storage. Not in a page rendered on
   * the server, nor in the browser's hydration of it (the server cannot know the cart): a page
   * says nothing of the cart, not even that it is empty, until they are.
   */
  cartRead: boolean;
  /** Adds one, or `quantity`, of a product. */
  addToCart: (sku: string, quantity?: number) => void;
  setCartQuantity: (sku: string, quantity: number) => void;
  removeCartLine: (sku: string) => void;
  emptyCart: () => void;
}

export const createCartSlice: StateCreator<CartSlice, [], [], CartSlice> = (set, get) => {
  const update = (next: (current: CartLine[]) => CartLine[]) => set({ cartLines: next(get().cartLines) });
  return {
    cartLines: [],
    cartRead: false,
    addToCart: (sku, quantity = 1) => update((current) => lines.addLine(current, sku, quantity)),
    setCartQuantity: (sku, quantity) => update((current) => lines.setLineQuantity(current, sku, quantity)),
    removeCartLine: (sku) => update((current) => lines.removeLine(current, sku)),
    emptyCart: () => update(() => []),
  };
};
