import { serveCalls } from '../test-support/serve-calls';
import { emit, on } from '../events/event-bus';
import { shopStore } from './shop-store';

const user = { id: 'u1', name: 'Kari', email: 'k@example.com', phone: '', organization: { id: 'o1', name: 'F', invoiceType: 'email' as const } };
const orderLine = (sku: string, quantity: number) => ({ sku, title: { nb: sku, en: sku }, quantity, unitPrice: 1, lineTotal: quantity });
const orders = [{ id: 'order-1', orderNumber: 'SO-1', lines: [orderLine('A', 2), orderLine('GONE', 1), orderLine('B', 5)] }];
// Today's price differs from the 1,- the order was sent at.
const todays = (skuId: string) => ({
  skuId,
  title: { nb: skuId, en: skuId },
  subHeading: { nb: '', en: '' },
  description: { nb: 'd', en: 'd' },
  specs: [],
  images: [],
  category: 'brannprodukter',
  categoryPath: ['brannprodukter'],
  supplier: { id: 's', name: 'S' },
  price: 42,
  indicativePrice: 42,
});

beforeEach(() => {
  serveCalls((request) => {
    if (request.url === '/orders/u1') return { status: 200, data: { result: orders } };
    const sku = request.url.split('/').pop() as string;
    if (request.url.startsWith('/productUser/detail/') && sku !== 'GONE') return { status: 200, data: todays(sku) };
    return { status: 404, data: {} };
  });
  shopStore.getState().logIn(user);
  shopStore.getState().emptyCart();
});

it('puts an order’s lines in the cart at today’s prices when the account asks by order id', async () => {
  const done = new Promise<{ orderId: string; added: number; missingSkus: string[] }>((resolve) => {
    const stop = on('order:reordered', (detail) => {
      stop();
      resolve(detail);
    });
  });
  emit('order:reorder', { orderId: 'order-1' });
  expect(await done).toEqual({ orderId: 'order-1', added: 2, missingSkus: ['GONE'] });
  const lines = shopStore.getState().cartLines;
  expect(lines.map((line) => [line.id, line.quantity, line.totalAmount])).toEqual([
    ['A', 2, 84],
    ['B', 5, 210],
  ]);
  expect(lines[0]?.item).not.toHaveProperty('description');
});

it('adds nothing for an order that is not the user’s', async () => {
  const done = new Promise((resolve) => on('order:reordered', resolve));
  emit('order:reorder', { orderId: 'someone-elses' });
  expect(await done).toEqual({ orderId: 'someone-elses', added: 0, missingSkus: [] });
  expect(shopStore.getState().cartLines).toEqual([]);
});
