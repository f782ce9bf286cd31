import { emit, shopStore } from '@shop/shared';
import type { PostalAddress } from '@shop/shared/contracts';
import { sendOrderCall } from '../api/order-api';
import { cartStore } from './cart-store';
import { reloadAccess } from './reload-access';
import { orderAwaitingApproval, orderFailed, orderSucceeded, sendFailureOf, toSendBody, type OrderStatus, type SendFailure } from './order-rules';

/**
 * Sends the draft with the cart's lines (spec §4): success → ordered, 202, cart emptied and a fresh
 * draft (an order that waits for approval instead: the same, with the request, and the event
 * `order:sent-for-approval`); failure → ordered, 500, the message `describe` words for it (and the field it is about,
 * when a 400 named a delivery field; an offer to send it again when the shop could not take it
 * just now), and the cart and draft (with its key) kept for a retry.
 */
export async function sendOrder(
  invoiceAddress: PostalAddress | null,
  describe: (failure: SendFailure) => string,
): Promise<OrderStatus> {
  const { user, cartLines } = shopStore.getState();
  const { orderDraft } = cartStore.getState();
  let status: OrderStatus;
  if (!user) {
    status = orderFailed(describe({ reason: 'other' }));
  } else {
    try {
      // The draft's key goes with every try of this draft, so a retry after a lost answer is one order.
      const sent = await sendOrderCall(toSendBody(orderDraft, user.id, invoiceAddress, cartLines), orderDraft.idempotencyKey);
      if ('awaitingApproval' in sent) {
        // Not an order: a request an administrator decides on. The cart is done with it all the same.
        status = orderAwaitingApproval(sent);
        cartStore.getState().resetOrder();
        emit('order:sent-for-approval', { requestId: sent.requestId });
      } else {
        status = orderSucceeded(sent, orderDraft.deliveryMethod === 'pickup' ? orderDraft.pickupWarehouse : undefined);
        cartStore.getState().resetOrder();
        // A sent order counts towards the month's spend the next checkout shows.
        void reloadAccess(user.id);
      }
    } catch (error) {
      const failure = sendFailureOf(error);
      if (failure.reason === 'delivery') status = orderFailed(describe(failure), failure.field, failure.refusal);
      // The draft keeps its key: sent again, it is this order, stored once.
      else if (failure.reason === 'unavailable') status = { ...orderFailed(describe(failure)), sendAgain: true };
      else status = orderFailed(describe(failure));
    }
  }
  cartStore.getState().setOrderStatus(status);
  return status;
}
