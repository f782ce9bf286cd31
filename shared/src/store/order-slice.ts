import type { StateCreator } from 'zustand/vanilla';
import { on } from '../events/event-bus';
import type { CartSlice } from './cart-slice';
import { listenForReorders } from './order-reorder';
import { emptyDraft, INITIAL_ORDER_STATUS, type OrderDraft, type OrderStatus } from './order-rules';
import type { ShopState } from './shop-store';

export interface OrderSlice {
  orderStatus: OrderStatus;
  orderDraft: OrderDraft;
  updateOrderDraft: (patch: Partial<Omit<OrderDraft, 'idempotencyKey'>>) => void;
  setOrderStatus: (status: OrderStatus) => void;
  /** Back to ordered=false, code 0; the draft and cart stay. */
  resetOrderStatus: () => void;
  /** Spec §4: resetting the order empties the cart and restores the empty draft. */
  resetOrder: () => void;
}

export const createOrderSlice: StateCreator<OrderSlice & CartSlice, [], [], OrderSlice> = (set, get) => {
  // Another person (or nobody) is logged in now: their draft and status are not this one's.
  if (typeof window !== 'undefined') {
    on('session:changed', () => set({ orderStatus: INITIAL_ORDER_STATUS, orderDraft: emptyDraft() }));
    // The slice sees only its part of the state; at run time `get` answers the whole shop store.
    listenForReorders(get as () => ShopState);
  }
  return {
    orderStatus: INITIAL_ORDER_STATUS,
    orderDraft: emptyDraft(),
    updateOrderDraft: (patch) => set({ orderDraft: { ...get().orderDraft, ...patch } }),
    setOrderStatus: (orderStatus) => set({ orderStatus }),
    resetOrderStatus: () => set({ orderStatus: INITIAL_ORDER_STATUS }),
    resetOrder: () => {
      set({ orderStatus: INITIAL_ORDER_STATUS, orderDraft: emptyDraft() });
      get().emptyCart();
    },
  };
};
