import { shopStore } from '@shop/shared';
import type { StateCreator } from 'zustand/vanilla';
import { emptyDraft, INITIAL_ORDER_STATUS, type OrderDraft, type OrderStatus } from './order-rules';

/** The order draft and order status of spec §3/§4. */
interface OrderState {
  orderStatus: OrderStatus;
  orderDraft: OrderDraft;
}

interface OrderActions {
  updateOrderDraft: (patch: Partial<Omit<OrderDraft, 'idempotencyKey'>>) => void;
  setOrderStatus: (status: OrderStatus) => void;
  /** Back to ordered=false, code 0; the draft and cart stay. */
  resetOrderStatus: () => void;
  /** Spec §4: resetting the order empties the cart and restores the empty draft. */
  resetOrder: () => void;
  /** Another person (or nobody) is logged in: the last one's draft and status go, the cart stays. */
  forgetOrder: () => void;
}

export type OrderSlice = OrderState & OrderActions;

// Only state and actions: what the slice reacts to is wired once in cart-store.ts.
export const createOrderSlice: StateCreator<OrderSlice, [], [], OrderSlice> = (set, get) => ({
  orderStatus: INITIAL_ORDER_STATUS,
  orderDraft: emptyDraft(),
  updateOrderDraft: (patch) => set({ orderDraft: { ...get().orderDraft, ...patch } }),
  setOrderStatus: (orderStatus) => set({ orderStatus }),
  resetOrderStatus: () => set({ orderStatus: INITIAL_ORDER_STATUS }),
  resetOrder: () => {
    set({ orderStatus: INITIAL_ORDER_STATUS, orderDraft: emptyDraft() });
    // The cart's lines are the kernel's: the header badge and the catalogue read them too.
    shopStore.getState().emptyCart();
  },
  forgetOrder: () => set({ orderStatus: INITIAL_ORDER_STATUS, orderDraft: emptyDraft() }),
});
