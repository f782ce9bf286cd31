import { splitLine, stockAt, stockTotal, summarizeAvailability } from './availability-rules';

const spread = { stock: [{ warehouse: 'oslo', quantity: 3 }, { warehouse: 'bergen', quantity: 2 }], leadTime: { minDays: 5, maxDays: 7 } };

describe('availability rules', () => {
  it('counts the stock in all warehouses and in one', () => {
    expect(stockTotal(spread)).toBe(5);
    expect(stockAt(spread, 'bergen')).toBe(2);
    expect(stockAt(spread, 'trondheim')).toBe(0);
    expect(stockTotal({ stock: [] })).toBe(0);
  });

  it('summarises a product as in stock, ordered in, or ask', () => {
    expect(summarizeAvailability(spread)).toEqual({ kind: 'in-stock', quantity: 5 });
    expect(summarizeAvailability({ stock: [], leadTime: { minDays: 2, maxDays: 2 } })).toEqual({ kind: 'lead-time', leadTime: { minDays: 2, maxDays: 2 } });
    expect(summarizeAvailability({ stock: [] })).toEqual({ kind: 'ask' });
  });

  it('splits a line into what the warehouse holds and what is back-ordered', () => {
    expect(splitLine(spread, 'oslo', 2)).toEqual({ shipsNow: 2, backOrdered: 0 });
    expect(splitLine(spread, 'oslo', 3)).toEqual({ shipsNow: 3, backOrdered: 0 });
    expect(splitLine(spread, 'oslo', 10)).toEqual({ shipsNow: 3, backOrdered: 7, leadTime: { minDays: 5, maxDays: 7 } });
    expect(splitLine(spread, 'trondheim', 1)).toEqual({ shipsNow: 0, backOrdered: 1, leadTime: { minDays: 5, maxDays: 7 } });
    expect(splitLine({ stock: [] }, 'oslo', 4)).toEqual({ shipsNow: 0, backOrdered: 4 });
  });
});
