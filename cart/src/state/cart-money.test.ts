import fc from 'fast-check';
import type { CartLine } from '@shop/shared';
import type { Product } from '@shop/shared/contracts';
import { catalogProduct } from '../test-support/serve-products';
import { cartSums, pricedLines } from './cart-money';

const byId = (...products: Product[]) => Object.fromEntries(products.map((product) => [product.skuId, product]));

describe('the cart’s money', () => {
  it('starts a new line at the item price, and a line total is unit price times quantity (spec §3, §4)', () => {
    const products = byId(catalogProduct('A', 199.5), catalogProduct('B', 2.5));
    expect(pricedLines([{ sku: 'A', quantity: 1 }], products)).toEqual([{ id: 'A', item: products.A, quantity: 1, totalAmount: 199.5 }]);
    expect(pricedLines([{ sku: 'B', quantity: 7 }], products)[0]?.totalAmount).toBe(17.5);
    expect(pricedLines([{ sku: 'B', quantity: 0 }], products)[0]?.totalAmount).toBe(0);
  });

  it('has no product and no total for a line whose product has not come, nor for a visitor', () => {
    expect(pricedLines([{ sku: 'A', quantity: 2 }], {})).toEqual([{ id: 'A', item: null, quantity: 2, totalAmount: 0 }]);
    const visitor = pricedLines([{ sku: 'A', quantity: 2 }], byId(catalogProduct('A')));
    expect(visitor[0]?.totalAmount).toBe(0);
    expect(cartSums(visitor)).toEqual({ goods: 0, freight: 0, total: 0, vat: 0, totalIncludingVat: 0, totalDiscount: 0 });
  });

  it('computes VAT, total including VAT and the discount to the øre (spec §9)', () => {
    const products = byId(catalogProduct('A', 0.1, { indicativePrice: 0.2, percentage: 50 }), catalogProduct('B', 0.2));
    const lines = pricedLines(
      [
        { sku: 'A', quantity: 1 },
        { sku: 'B', quantity: 3 },
      ],
      products,
    );
    expect(cartSums(lines)).toEqual({ goods: 0.7, freight: 0, total: 0.7, vat: 0.18, totalIncludingVat: 0.88, totalDiscount: 0.1 });
  });

  it('adds the freight before VAT: VAT is 25 % of goods and freight together', () => {
    const lines = pricedLines([{ sku: 'A', quantity: 2 }], byId(catalogProduct('A', 100)));
    expect(cartSums(lines, 149)).toEqual({ goods: 200, freight: 149, total: 349, vat: 87.25, totalIncludingVat: 436.25, totalDiscount: 0 });
  });

  it('counts what a price agreement saves as the total discount: list price as indicativePrice, the agreement’s percentage', () => {
    // 12 % off a list price of 1 000 (a supplier term), and a net price of 999.50 for 1 200 (16.71 %).
    const products = byId(catalogProduct('AX-1', 880, { indicativePrice: 1000, percentage: 12 }), catalogProduct('AX-2', 999.5, { indicativePrice: 1200, percentage: 16.71 }));
    const lines = pricedLines(
      [
        { sku: 'AX-1', quantity: 3 },
        { sku: 'AX-2', quantity: 1 },
      ],
      products,
    );
    expect(cartSums(lines).totalDiscount).toBe(3 * 120 + 200.5);
  });

  it('keeps the sums consistent for random carts', () => {
    const line = fc.record({
      priceOre: fc.integer({ min: 1, max: 10_000_000 }),
      extraOre: fc.integer({ min: 0, max: 1_000_000 }),
      percentage: fc.integer({ min: 0, max: 90 }),
      quantity: fc.integer({ min: 0, max: 9_999 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (specs) => {
        const products = byId(
          ...specs.map((spec, index) =>
            catalogProduct(`S${index}`, spec.priceOre / 100, { indicativePrice: (spec.priceOre + spec.extraOre) / 100, percentage: spec.percentage }),
          ),
        );
        const lines: CartLine[] = specs.map((spec, index) => ({ sku: `S${index}`, quantity: spec.quantity }));
        const totalOre = specs.reduce((sum, spec) => sum + spec.priceOre * spec.quantity, 0);
        const discountOre = specs.reduce((sum, spec) => sum + (spec.percentage > 0 ? spec.extraOre * spec.quantity : 0), 0);
        const sums = cartSums(pricedLines(lines, products));
        expect(Math.round(sums.total * 100)).toBe(totalOre);
        expect(Math.round(sums.totalIncludingVat * 100)).toBe(Math.round(totalOre * 1.25));
        expect(Math.round(sums.vat * 100)).toBe(Math.round(totalOre * 0.25));
        expect(Math.round(sums.totalDiscount * 100)).toBe(discountOre);
      }),
    );
  });
});
