import { fromOre, toOre, vatSums } from './money';

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

});
