import { serveCalls } from '../test-support/serve-calls';
import { emit } from '../events/event-bus';
import type { Product } from '../domain/product';
import { sendOrder } from './order-actions';
import { shopStore } from './shop-store';

const product: Product = {
  skuId: 'AX-1',
  title: { nb: 'Kortleser', en: 'Card reader' },
  subHeading: { nb: '', en: '' },
  images: [],
  category: 'adgangskontroll',
  categoryPath: ['adgangskontroll'],
  supplier: { id: 's', name: 'S' },
  price: 100,
  indicativePrice: 100,
};
const user = { id: 'u1', name: 'Kari', email: 'k@example.com', phone: '', organization: { id: 'o1', name: 'F', invoiceType: 'email' as const } };

const sent: Array<{ body: unknown; key: unknown }> = [];
function answerWith(status: number | 'no-response'): void {
  serveCalls((request) => {
    sent.push({ body: JSON.parse(String(request.data)), key: request.headers['Idempotency-Key'] });
    if (status === 'no-response') return status;
    return { status, data: { id: 'o', orderNumber: 'SO-100007', total: 200, vat: 50, totalIncludingVat: 250 } };
  });
}

beforeEach(() => {
  sent.length = 0;
  shopStore.getState().logIn(user);
  shopStore.getState().resetOrder();
  shopStore.getState().addToCart(product, 2);
});

describe('sending an order', () => {
  it('on failure: ordered, 500, the message, and the cart and key kept; a retry sends the same key', async () => {
    answerWith(500);
    expect(await sendOrder(null, 'Noe gikk galt')).toEqual({ ordered: true, code: 500, message: 'Noe gikk galt' });
    expect(shopStore.getState().cartLines).toHaveLength(1);
    answerWith('no-response');
    await sendOrder(null, 'Noe gikk galt');
    expect(shopStore.getState().orderStatus.code).toBe(500);
    answerWith(202);
    await sendOrder(null, 'Noe gikk galt');
    expect(new Set(sent.map((call) => call.key)).size).toBe(1);
    expect(sent[0]?.body).toMatchObject({ customer: 'u1', lineItems: [{ SkuId: 'AX-1', Quantity: 2 }] });
  });

  it('on success: ordered, 202, the order number, the cart emptied and a new draft key', async () => {
    const key = shopStore.getState().orderDraft.idempotencyKey;
    shopStore.getState().updateOrderDraft({ comment: 'Ring først' });
    answerWith(202);
    expect(await sendOrder(null, 'x')).toEqual({ ordered: true, code: 202, orderNumber: 'SO-100007' });
    expect(shopStore.getState().cartLines).toEqual([]);
    expect(shopStore.getState().orderDraft).toMatchObject({ comment: '' });
    expect(shopStore.getState().orderDraft.idempotencyKey).not.toBe(key);
  });

  it('resets the order state when another person logs in or out, keeping the cart', () => {
    shopStore.getState().updateOrderDraft({ comment: 'Ring først' });
    shopStore.getState().setOrderStatus({ ordered: true, code: 500, message: 'x' });
    emit('session:changed', { userId: null });
    expect(shopStore.getState().orderStatus).toEqual({ ordered: false, code: 0 });
    expect(shopStore.getState().orderDraft.comment).toBe('');
    expect(shopStore.getState().cartLines).toHaveLength(1);
  });

  it('resetting the order empties the cart and restores the empty draft (spec §4)', () => {
    shopStore.getState().updateOrderDraft({ Recipient: 'Ola' });
    shopStore.getState().resetOrder();
    expect(shopStore.getState().cartLines).toEqual([]);
    expect(shopStore.getState().orderDraft.Recipient).toBe('');
    expect(shopStore.getState().orderStatus).toEqual({ ordered: false, code: 0 });
  });
});
