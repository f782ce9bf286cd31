import { DELIVERY_DEFAULTS } from '../../../infra/config/delivery-config';
import { closedDays, earliestDeliveryDate, freightOre, leadTimeWorkingDays } from './delivery-rules';

const config = DELIVERY_DEFAULTS; // free from 5000, standard 149, express +290, cut-off 14:00
// One line the dispatch warehouse holds: the goods leave on the dispatch day.
const lines = [{ sku: 'AX-1', quantity: 2, shipsNow: 2, backOrdered: 0 }];
/** A moment in Norway (winter time, UTC+1, or summer time, UTC+2). */
const oslo = (local: string, offset = '+01:00') => new Date(`${local}${offset}`);

describe('freightOre', () => {
  it('is free for a pick-up at a warehouse, whatever the amount', () => {
    expect(freightOre('pickup', 1, config)).toBe(0);
    expect(freightOre('pickup', 10_000_000, config)).toBe(0);
  });

  it('charges standard freight below the free-freight amount and none from it on', () => {
    expect(freightOre('standard', 499_999, config)).toBe(14_900);
    expect(freightOre('standard', 500_000, config)).toBe(0);
    expect(freightOre('standard', 500_001, config)).toBe(0);
  });

  it('adds the express surcharge to standard freight, also when that is free', () => {
    expect(freightOre('express', 499_999, config)).toBe(14_900 + 29_000);
    expect(freightOre('express', 500_000, config)).toBe(29_000);
  });

  it('follows the configured rule', () => {
    const other = { ...config, freeFreightFromNok: 0, standardFreightNok: 99, expressSurchargeNok: 0 };
    expect(freightOre('standard', 0, other)).toBe(0);
    expect(freightOre('express', 1, other)).toBe(0);
    expect(freightOre('standard', 1, { ...other, freeFreightFromNok: 1 })).toBe(9_900);
  });
});

describe('earliestDeliveryDate', () => {
  it('before the cut-off on a working day: the goods leave today', () => {
    expect(earliestDeliveryDate('express', oslo('2026-11-24T13:59'), lines, config)).toBe('2026-11-25');
    expect(earliestDeliveryDate('standard', oslo('2026-11-24T13:59'), lines, config)).toBe('2026-11-26');
    expect(earliestDeliveryDate('pickup', oslo('2026-11-24T08:00'), lines, config)).toBe('2026-11-25');
  });

  it('at or after the cut-off: they leave the next working day', () => {
    expect(earliestDeliveryDate('express', oslo('2026-11-24T14:00'), lines, config)).toBe('2026-11-26');
  });

  it('across a weekend: ordered Friday afternoon, Saturday or Sunday, they leave on Monday', () => {
    expect(earliestDeliveryDate('express', oslo('2026-11-27T15:00'), lines, config)).toBe('2026-12-01');
    expect(earliestDeliveryDate('express', oslo('2026-11-28T09:00'), lines, config)).toBe('2026-12-01');
    expect(earliestDeliveryDate('express', oslo('2026-11-27T10:00'), lines, config)).toBe('2026-11-30');
  });

  it('across Easter: ordered Wednesday afternoon before Easter 2027, delivered after Easter Monday', () => {
    expect(earliestDeliveryDate('express', oslo('2027-03-24T15:00'), lines, config)).toBe('2027-03-31');
    expect(earliestDeliveryDate('express', oslo('2027-03-24T10:00'), lines, config)).toBe('2027-03-30');
  });

  it('around 17 May: the holiday (and Whit Monday, the same day in 2027) is skipped', () => {
    expect(earliestDeliveryDate('express', oslo('2027-05-14T10:00', '+02:00'), lines, config)).toBe('2027-05-18');
    expect(earliestDeliveryDate('standard', oslo('2028-05-16T10:00', '+02:00'), lines, config)).toBe('2028-05-19');
  });

  it('uses Norwegian time: 13:30 in summer is 11:30 UTC, before the cut-off', () => {
    expect(earliestDeliveryDate('express', new Date('2026-06-10T11:30:00Z'), lines, config)).toBe('2026-06-11');
    expect(earliestDeliveryDate('express', new Date('2026-06-10T12:30:00Z'), lines, config)).toBe('2026-06-12');
  });
});

describe('closedDays', () => {
  it('lists the weekends and holidays between two dates', () => {
    expect(closedDays('2027-05-13', '2027-05-18')).toEqual(['2027-05-15', '2027-05-16', '2027-05-17']);
  });
});

describe('leadTimeWorkingDays', () => {
  const backOrdered = (maxDays?: number) => ({ sku: 'B', quantity: 2, shipsNow: 0, backOrdered: 2, ...(maxDays ? { leadTime: { minDays: 1, maxDays } } : {}) });
  it('adds nothing while some line ships now: the earliest delivery is of what ships now', () => {
    expect(leadTimeWorkingDays([])).toBe(0);
    expect(leadTimeWorkingDays([...lines, backOrdered(7)])).toBe(0);
  });
  it('when nothing ships now, waits for the back-order that comes first', () => {
    expect(leadTimeWorkingDays([backOrdered(7), backOrdered(3)])).toBe(3);
    expect(leadTimeWorkingDays([backOrdered(), backOrdered(5)])).toBe(5);
    expect(leadTimeWorkingDays([backOrdered()])).toBe(0);
  });
  it('moves the earliest date across weekends and holidays', () => {
    // Wednesday before Easter 2027, before the cut-off: 3 working days after Easter Monday → Thursday 1 April, express 1 more.
    expect(earliestDeliveryDate('express', oslo('2027-03-24T10:00'), [backOrdered(3)], config)).toBe('2027-04-02');
  });
});
