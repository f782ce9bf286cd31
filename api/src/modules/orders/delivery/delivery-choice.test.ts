import { DELIVERY_DEFAULTS } from '../../../infra/config/delivery-config';
import { chooseDelivery } from './delivery-choice';

const lines = [{ sku: 'AX-1', quantity: 1 }];
// Tuesday 24 November 2026, 10:00 in Norway: express earliest Wednesday 25th, standard Thursday 26th.
const now = new Date('2026-11-24T10:00:00+01:00');
const choose = (fields: Parameters<typeof chooseDelivery>[0]) => chooseDelivery(fields, now, lines, DELIVERY_DEFAULTS);
const messageOf = (fields: Parameters<typeof chooseDelivery>[0]) => {
  try {
    choose(fields);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('chooseDelivery', () => {
  it('takes standard delivery at the earliest date when a client sends no delivery fields', () => {
    expect(choose({})).toEqual({ method: 'standard', pickupWarehouse: null, requestedDate: '2026-11-26' });
  });

  it('takes a pick-up with its warehouse and a later working day', () => {
    expect(choose({ deliveryMethod: 'pickup', pickupWarehouse: 'bergen', requestedDeliveryDate: '2026-11-30' })).toEqual({
      method: 'pickup',
      pickupWarehouse: 'bergen',
      requestedDate: '2026-11-30',
    });
  });

  it('takes the earliest date itself', () => {
    expect(choose({ deliveryMethod: 'express', requestedDeliveryDate: '2026-11-25' }).requestedDate).toBe('2026-11-25');
  });

  it.each([
    [{ deliveryMethod: 'pickup' as const }, 'pickupWarehouse: choose the warehouse to pick the order up from (oslo, bergen, trondheim)'],
    [{ deliveryMethod: 'express' as const, pickupWarehouse: 'oslo' as const }, 'pickupWarehouse: only a pick-up is made from a warehouse; leave it out for standard or express delivery'],
    [{ requestedDeliveryDate: '26.11.2026' }, 'requestedDeliveryDate: must be a date written YYYY-MM-DD'],
    [{ requestedDeliveryDate: '2026-02-30' }, 'requestedDeliveryDate: must be a date written YYYY-MM-DD'],
    [{ requestedDeliveryDate: '2026-11-25' }, 'requestedDeliveryDate: the earliest possible delivery date is 2026-11-26'],
    [{ requestedDeliveryDate: '2026-11-28' }, 'requestedDeliveryDate: 2026-11-28 is a Saturday, a Sunday or a public holiday; choose a working day'],
    [{ requestedDeliveryDate: '2026-12-25' }, 'requestedDeliveryDate: 2026-12-25 is a Saturday, a Sunday or a public holiday; choose a working day'],
    [{ requestedDeliveryDate: '2027-02-23' }, 'requestedDeliveryDate: can be at most 90 days ahead, 2027-02-22 at the latest'],
  ])('refuses %j: %s', (fields, message) => {
    expect(messageOf(fields)).toBe(message);
  });
});
