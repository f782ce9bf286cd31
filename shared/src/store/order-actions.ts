import { sendOrderCall, type SendOrderBody } from '../api/order-api';
import { orderFailed, orderSucceeded, toSendBody, type OrderStatus } from './order-rules';
import { shopStore } from './shop-store';

/**
 * Sends the draft with the cart's lines (spec §4): success → ordered, 202, cart emptied and a fresh
 * draft; failure → ordered, 500, the message, and the cart and draft (with its key) kept for a retry.
 */
export async function sendOrder(invoiceAddress: SendOrderBody['invoiceAddress'], failureMessage: string): Promise<OrderStatus> {
  const state = shopStore.getState();
  const user = state.user;
  if (!user) {
    const status = orderFailed(failureMessage);
    state.setOrderStatus(status);
    return status;
  }
  const body = toSendBody(state.orderDraft, user.id, invoiceAddress, state.cartLines);
  let status: OrderStatus;
  try {
    const sent = await sendOrderCall(body, state.orderDraft.idempotencyKey);
    status = orderSucceeded(sent.orderNumber);
    shopStore.getState().resetOrder();
  } catch {
    status = orderFailed(failureMessage);
  }
  shopStore.getState().setOrderStatus(status);
  return status;
}
