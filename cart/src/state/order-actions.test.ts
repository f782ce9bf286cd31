import { emit, shopStore } from '@shop/shared';
import { serveCalls } from '@shop/shared/test-support';
import { cartStore } from './cart-store';
import { sendOrder } from './order-actions';
import { testUser } from '@shop/shared/test-fixtures';

const user = testUser({ email: 'k@example.com', phone: '', organization: { id: 'o1', name: 'F', invoiceType: 'email' } });

const sent: Array<{ body: unknown; key: unknown }> = [];
function answerWith(status: number | 'no-response'): void {
  serveCalls((request) => {
    sent.push({ body: JSON.parse(String(request.data)), key: request.headers['Idempotency-Key'] });
    if (status === 'no-response') return status;
    return { status, data: { id: 'o', orderNumber: 'SO-100007', total: 200, vat: 50, totalIncludingVat: 250 } };
  });
}

const order = () => cartStore.getState();
const cartLines = () => shopStore.getState().cartLines;

beforeEach(() => {
  sent.length = 0;
  shopStore.getState().logIn(user);
  shopStore.getState().addToCart('AX-1', 2);
});

describe('sending an order', () => {
  it('starts not ordered, code 0, with an empty draft', () => {
    expect(order().orderStatus).toEqual({ ordered: false, code: 0 });
    expect(order().orderDraft).toMatchObject({ Recipient: '', deliveryAddress: '', customerReference: '', comment: '' });
  });

  it('on failure: ordered, 500, the message, and the cart and key kept; a retry sends the same key', async () => {
    const key = order().orderDraft.idempotencyKey;
    answerWith(500);
    expect(await sendOrder(null, () => 'Noe gikk galt')).toEqual({ ordered: true, code: 500, message: 'Noe gikk galt' });
    expect(cartLines()).toHaveLength(1);
    answerWith('no-response');
    await sendOrder(null, () => 'Noe gikk galt');
    expect(order().orderStatus.code).toBe(500);
    answerWith(202);
    await sendOrder(null, () => 'Noe gikk galt');
    expect(sent.map((call) => call.key)).toEqual([key, key, key]);
    expect(sent[0]?.body).toMatchObject({ customer: 'u1', lineItems: [{ SkuId: 'AX-1', Quantity: 2 }] });
  });

  it('on success: ordered, 202, the order number, the cart emptied and a new draft key', async () => {
    const key = order().orderDraft.idempotencyKey;
    order().updateOrderDraft({ comment: 'Ring først' });
    answerWith(202);
    const status = { ordered: true, code: 202, orderNumber: 'SO-100007', sent: expect.objectContaining({ orderNumber: 'SO-100007', total: 200 }) };
    expect(await sendOrder(null, () => 'x')).toEqual(status);
    expect(order().orderStatus).toEqual(status);
    expect(sent[0]?.key).toBe(key);
    expect(cartLines()).toEqual([]);
    expect(order().orderDraft).toMatchObject({ comment: '' });
    expect(order().orderDraft.idempotencyKey).not.toBe(key);
  });

  it('on a 429 (the day’s orders used up): ordered, 500, the limit’s message with the wait, cart and draft kept', async () => {
    order().updateOrderDraft({ customerReference: 'Prosjekt 7' });
    const key = order().orderDraft.idempotencyKey;
    serveCalls(() => ({
      status: 429,
      data: { error: 'Too Many Requests', message: 'Your organisation has sent 500 orders in the last 24 hours' },
      headers: { 'retry-after': '5400' },
    }));
    const told: unknown[] = [];
    const status = await sendOrder(null, (failure) => {
      told.push(failure);
      return 'Grensen er nådd';
    });
    expect(told).toEqual([{ reason: 'daily-limit', retryAfterSeconds: 5400 }]);
    expect(status).toEqual({ ordered: true, code: 500, message: 'Grensen er nådd' });
    expect(cartLines()).toHaveLength(1);
    expect(order().orderDraft).toMatchObject({ customerReference: 'Prosjekt 7', idempotencyKey: key });
  });

  it('sends nothing without a logged-in user and says it failed', async () => {
    answerWith(202);
    shopStore.getState().logOut();
    expect(await sendOrder(null, () => 'Noe gikk galt')).toEqual({ ordered: true, code: 500, message: 'Noe gikk galt' });
    expect(sent).toEqual([]);
  });
});

describe('resetting', () => {
  it('resets the order state when another person logs in, keeping the cart', () => {
    order().updateOrderDraft({ comment: 'Ring først' });
    order().setOrderStatus({ ordered: true, code: 500, message: 'x' });
    emit('session:changed', { userId: 'someone-else' });
    expect(order().orderStatus).toEqual({ ordered: false, code: 0 });
    expect(order().orderDraft.comment).toBe('');
    expect(cartLines()).toHaveLength(1);
  });

  it('resets the order state and empties the cart at logout: nothing of the session stays on the computer', () => {
    order().updateOrderDraft({ comment: 'Ring først' });
    emit('session:changed', { userId: null });
    expect(order().orderDraft.comment).toBe('');
    expect(cartLines()).toEqual([]);
  });

  it('resetting the status returns to the start and keeps the draft and the cart', () => {
    order().updateOrderDraft({ Recipient: 'Ola' });
    order().setOrderStatus({ ordered: true, code: 500, message: 'x' });
    order().resetOrderStatus();
    expect(order().orderStatus).toEqual({ ordered: false, code: 0 });
    expect(order().orderDraft.Recipient).toBe('Ola');
    expect(cartLines()).toHaveLength(1);
  });

  it('resetting the order empties the cart and restores the empty draft (spec §4)', () => {
    order().updateOrderDraft({ Recipient: 'Ola' });
    order().setOrderStatus({ ordered: true, code: 500, message: 'x' });
    order().resetOrder();
    expect(cartLines()).toEqual([]);
    expect(order().orderDraft.Recipient).toBe('');
    expect(order().orderStatus).toEqual({ ordered: false, code: 0 });
  });
});
