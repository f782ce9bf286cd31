import { discountSaved } from './order-discount';

describe('what an order’s lines saved', () => {
  const prices: Record<string, { indicativePrice: number; discount?: { percentage: number } }> = {
    ON_SALE: { indicativePrice: 120.5, discount: { percentage: 10 } },
    LIST: { indicativePrice: 100 },
    ZERO: { indicativePrice: 100, discount: { percentage: 0 } },
  };
  const pricesOf = (sku: string) => prices[sku];

  it('sums (indicative price − price paid) × quantity over the lines on discount, exactly', () => {
    expect(discountSaved([{ sku: 'ON_SALE', quantity: 3, unitPrice: 108.45 }], pricesOf)).toBe(36.15);
    expect(
      discountSaved(
        [
          { sku: 'ON_SALE', quantity: 2, unitPrice: 100.1 },
          { sku: 'LIST', quantity: 5, unitPrice: 90 },
          { sku: 'ZERO', quantity: 1, unitPrice: 80 },
        ],
        pricesOf,
      ),
    ).toBe(40.8);
  });

  it('counts 0 for a product no longer sold and for a line paid at or above the indicative price', () => {
    expect(discountSaved([{ sku: 'GONE', quantity: 4, unitPrice: 10 }], pricesOf)).toBe(0);
    expect(discountSaved([{ sku: 'ON_SALE', quantity: 4, unitPrice: 130 }], pricesOf)).toBe(0);
    expect(discountSaved([], pricesOf)).toBe(0);
  });
});
