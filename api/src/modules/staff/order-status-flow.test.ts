import type { OrderStatus } from '@shop/shared/contracts';
import { refusedChange } from './order-status-flow';

const ORDER_STATUSES: OrderStatus[] = ['received', 'processing', 'shipped', 'delivered', 'cancelled'];

describe('an order status change', () => {
  it('goes forward one step, or to cancelled before shipping', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => refusedChange(from, to) === null).map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual(['processing→cancelled', 'processing→shipped', 'received→cancelled', 'received→processing', 'shipped→delivered'].sort());
  });

  it('says why another change is refused', () => {
    expect(refusedChange('shipped', 'cancelled')).toBe('An order that is shipped can become delivered, not cancelled');
    expect(refusedChange('delivered', 'shipped')).toBe('The order is delivered: its status no longer changes');
    expect(refusedChange('received', 'received')).toBe('The order is received already');
  });
});
