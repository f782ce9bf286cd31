import type { StateCreator } from 'zustand/vanilla';
import type { Product } from '../domain/product';
import * as rules from './cart-rules';
import type { CartLine } from './cart-rules';

export interface CartSlice {
  cartLines: CartLine[];
  /** Adds one, or `quantity` of the product (a product page's quantity field). */
  addToCart: (product: Product, quantity?: number) => void;
  increaseCartQuantity: (id: string) => void;
  decreaseCartQuantity: (id: string) => void;
  setCartQuantity: (id: string, amount: string | number) => void;
  removeCartLine: (id: string) => void;
  emptyCart: () => void;
  /** Fresh products for the lines (the cart fetches them); lines of products that are `gone` are dropped. */
  refreshCartProducts: (products: Product[], gone?: readonly string[]) => void;
}

export const createCartSlice: StateCreator<CartSlice, [], [], CartSlice> = (set, get) => {
  // Every team reads the lines from this store (the badge, the cart page): no event is needed.
  const update = (next: (lines: CartLine[]) => CartLine[]) => set({ cartLines: next(get().cartLines) });
  return {
    cartLines: [],
    addToCart: (product, quantity = 1) => update((lines) => rules.addProduct(lines, product, quantity)),
    increaseCartQuantity: (id) => update((lines) => rules.increaseQuantity(lines, id)),
    decreaseCartQuantity: (id) => update((lines) => rules.decreaseQuantity(lines, id)),
    setCartQuantity: (id, amount) => update((lines) => rules.setQuantity(lines, id, amount)),
    removeCartLine: (id) => update((lines) => rules.removeLine(lines, id)),
    emptyCart: () => update(() => []),
    refreshCartProducts: (products, gone = []) => update((lines) => rules.refreshProducts(lines, products, gone)),
  };
};
