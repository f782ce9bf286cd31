import type { StateCreator } from 'zustand/vanilla';
import type { Product } from '../domain/product';
import { emit } from '../events/event-bus';
import * as rules from './cart-rules';
import type { CartLine } from './cart-rules';

export interface CartSlice {
  cartLines: CartLine[];
  addToCart: (product: Product) => void;
  increaseCartQuantity: (id: string) => void;
  decreaseCartQuantity: (id: string) => void;
  setCartQuantity: (id: string, amount: string | number) => void;
  removeCartLine: (id: string) => void;
  emptyCart: () => void;
}

export const createCartSlice: StateCreator<CartSlice, [], [], CartSlice> = (set, get) => {
  const update = (next: (lines: CartLine[]) => CartLine[]) => {
    set({ cartLines: next(get().cartLines) });
    emit('cart:changed', { count: rules.cartLength(get().cartLines) });
  };
  return {
    cartLines: [],
    addToCart: (product) => {
      update((lines) => rules.addProduct(lines, product));
      emit('cart:item-added', { skuId: product.skuId, quantity: 1 });
    },
    increaseCartQuantity: (id) => update((lines) => rules.increaseQuantity(lines, id)),
    decreaseCartQuantity: (id) => update((lines) => rules.decreaseQuantity(lines, id)),
    setCartQuantity: (id, amount) => update((lines) => rules.setQuantity(lines, id, amount)),
    removeCartLine: (id) => update((lines) => rules.removeLine(lines, id)),
    emptyCart: () => update(() => []),
  };
};
