import { shopStore } from '@shop/shared';
import type { PostalAddress } from '@shop/shared/contracts';
import { sendOrderCall } from '../api/order-api';
import { cartStore } from './cart-store';
import { orderFailed, orderSucceeded, sendFailureOf, toSendBody, type OrderStatus, type SendFailure } from './order-rules';

/**
 * Sends the draft with the cart's lines (spec §4): success → ordered, 202, cart emptied and a fresh
 * draft; failure → ordered, 500, the message `describe` words for it (and the field it is about,
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
      status = orderSucceeded(sent, orderDraft.deliveryMethod === 'pickup' ? orderDraft.pickupWarehouse : undefined);
      cartStore.getState().resetOrder();
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
