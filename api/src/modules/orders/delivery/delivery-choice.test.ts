import { DELIVERY_DEFAULTS } from '../../../infra/config/delivery-config';
import type { HttpError } from '../../../infra/http/http-errors';
import { chooseDelivery } from './delivery-choice';

const lines = [{ sku: 'AX-1', quantity: 1, availability: { stock: [{ warehouse: 'oslo', quantity: 5 }, { warehouse: 'bergen', quantity: 5 }] } }];
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
    expect(choose({})).toEqual({ method: 'standard', pickupWarehouse: null, requestedDate: '2026-11-26', lines: [{ sku: 'AX-1', quantity: 1, shipsNow: 1 }] });
  });

  it('takes a pick-up with its warehouse and a later working day', () => {
    expect(choose({ deliveryMethod: 'pickup', pickupWarehouse: 'bergen', requestedDeliveryDate: '2026-11-30' })).toEqual({
      method: 'pickup',
      pickupWarehouse: 'bergen',
      requestedDate: '2026-11-30',
      lines: [{ sku: 'AX-1', quantity: 1, shipsNow: 1 }],
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

  it.each([
    ['2026-11-25', { code: 'DateTooEarly', value: '2026-11-26' }],
    ['2026-11-28', { code: 'DateClosed', value: '2026-11-28' }],
    ['2027-02-23', { code: 'DateTooLate', value: '2027-02-22' }],
  ])('names its refusal of %s and the date it names, for the page to say in its own words', (requestedDeliveryDate, named) => {
    let refused: HttpError | undefined;
    try {
      choose({ requestedDeliveryDate });
    } catch (error) {
      refused = error as HttpError;
    }
    expect(refused?.details).toEqual([expect.objectContaining({ field: 'requestedDeliveryDate', ...named })]);
  });

  describe('with stock', () => {
    // Oslo holds 3, Bergen none; ordered in within 5–7 working days.
    const spread = { stock: [{ warehouse: 'oslo', quantity: 3 }], leadTime: { minDays: 5, maxDays: 7 } };
    const withStock = (fields: Parameters<typeof chooseDelivery>[0], quantity: number) =>
      chooseDelivery(fields, now, [{ sku: 'CAM-1', quantity, availability: spread }], DELIVERY_DEFAULTS);

    it('ships standard and express from the dispatch warehouse and back-orders the rest with its expected date', () => {
      // Dispatch Tuesday 24th; 7 working days → Thursday 3 December; standard's 2 more → Monday 7th.
      expect(withStock({}, 5).lines).toEqual([{ sku: 'CAM-1', quantity: 5, shipsNow: 3, backOrdered: { quantity: 2, expectedDate: '2026-12-07' } }]);
      expect(withStock({ deliveryMethod: 'express' }, 5).lines[0]?.backOrdered?.expectedDate).toBe('2026-12-04');
      // Some of it ships now: the earliest date is that of what ships now.
      expect(withStock({}, 5).requestedDate).toBe('2026-11-26');
    });

    it('splits a pick-up against its own warehouse: nothing ships now, so the earliest is when the back-order comes', () => {
      const pickup = withStock({ deliveryMethod: 'pickup', pickupWarehouse: 'bergen' }, 2);
      expect(pickup.lines).toEqual([{ sku: 'CAM-1', quantity: 2, shipsNow: 0, backOrdered: { quantity: 2, expectedDate: '2026-12-04' } }]);
      expect(pickup.requestedDate).toBe('2026-12-04');
      expect(() => withStock({ deliveryMethod: 'pickup', pickupWarehouse: 'bergen', requestedDeliveryDate: '2026-12-03' }, 2)).toThrow(
        'requestedDeliveryDate: the earliest possible delivery date is 2026-12-04',
      );
    });

    it('follows DISPATCH_WAREHOUSE', () => {
      const fromBergen = chooseDelivery({}, now, [{ sku: 'CAM-1', quantity: 1, availability: spread }], { ...DELIVERY_DEFAULTS, dispatchWarehouse: 'bergen' });
      expect(fromBergen.lines[0]).toMatchObject({ shipsNow: 0, backOrdered: { quantity: 1 } });
    });

    it('leaves the expected date open, and the earliest date as it is, when no lead time is known', () => {
      const unknown = chooseDelivery({}, now, [{ sku: 'X', quantity: 4, availability: { stock: [] } }], DELIVERY_DEFAULTS);
      expect(unknown.lines).toEqual([{ sku: 'X', quantity: 4, shipsNow: 0, backOrdered: { quantity: 4, expectedDate: null } }]);
      expect(unknown.requestedDate).toBe('2026-11-26');
    });

    it('lets two lines of one product share its shelf', () => {
      const twice = chooseDelivery({}, now, [2, 2].map((quantity) => ({ sku: 'CAM-1', quantity, availability: spread })), DELIVERY_DEFAULTS);
      expect(twice.lines.map((line) => [line.shipsNow, line.backOrdered?.quantity ?? 0])).toEqual([
        [2, 0],
        [1, 1],
      ]);
    });
  });
});
