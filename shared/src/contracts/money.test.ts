import { fromOre, lineDiscountOre, toOre, vatSums } from './money';

describe('the money rules of the cart and the order', () => {
  it('counts in whole øre, so sums do not drift', () => {
    expect(toOre(0.1) + toOre(0.2)).toBe(30);
    expect(fromOre(toOre(1234.56))).toBe(1234.56);
  });

  it('adds 25 % VAT, rounded to the øre', () => {
    expect(vatSums(10_000)).toEqual({ vatOre: 2_500, totalIncludingVatOre: 12_500 });
    // 0.33 kr: 8.25 øre of VAT rounds to 8, 41.25 øre in all to 41.
    expect(vatSums(33)).toEqual({ vatOre: 8, totalIncludingVatOre: 41 });
  });

  it('counts what a line saves only for a product on discount', () => {
    expect(lineDiscountOre({ price: 80, indicativePrice: 100, discount: { percentage: 20 } }, 3)).toBe(6_000);
    // Below the indicative price but not marked as discounted (a retailer's own price): no saving.
    expect(lineDiscountOre({ price: 80, indicativePrice: 100 }, 3)).toBe(0);
    expect(lineDiscountOre({ price: 80, indicativePrice: 100, discount: { percentage: 0 } }, 3)).toBe(0);
  });
});
