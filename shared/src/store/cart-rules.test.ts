import fc from 'fast-check';
import type { PricedProduct, Product } from '../domain/product';
import {
  addProduct,
  cartLength,
  cartSums,
  decreaseQuantity,
  increaseQuantity,
  linesToFetch,
  parseQuantity,
  removeLine,
  restoredLines,
  savedLines,
  setQuantity,
  type CartLine,
} from './cart-rules';

function product(skuId: string, price?: number, indicativePrice?: number, percentage?: number): Product {
  const base = {
    skuId,
    title: { nb: `Produkt ${skuId}`, en: `Product ${skuId}` },
    subHeading: { nb: '', en: '' },
    images: [],
    category: 'innbruddsalarm' as const,
    categoryPath: ['innbruddsalarm'],
    supplier: { id: 's1', name: 'Supplier' },
  };
  if (price === undefined) return base;
  const priced: PricedProduct = { ...base, price, indicativePrice: indicativePrice ?? price };
  if (percentage !== undefined) priced.discount = { percentage };
  return priced;
}

describe('cart rules', () => {
  it('starts a new line at quantity 1 with the item price as total', () => {
    const lines = addProduct([], product('A', 199.5));
    expect(lines).toEqual([expect.objectContaining({ id: 'A', quantity: 1, totalAmount: 199.5 })]);
  });

  it('raises the quantity when the same product is added again', () => {
    const lines = addProduct(addProduct([], product('A', 10)), product('A', 10));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 2, totalAmount: 20 });
  });

  it('adds several at once from a quantity field, onto a new or an existing line', () => {
    let lines = addProduct([], product('A', 100), 3);
    expect(lines[0]).toMatchObject({ quantity: 3, totalAmount: 300 });
    lines = addProduct(lines, product('A', 100), 2);
    expect(lines[0]).toMatchObject({ quantity: 5, totalAmount: 500 });
    // A quantity below one or with decimals still adds whole products, at least one.
    expect(addProduct([], product('B', 10), 0)[0]?.quantity).toBe(1);
    expect(addProduct([], product('B', 10), 2.7)[0]?.quantity).toBe(2);
  });

  it('raises, lowers (never below 0), sets and removes', () => {
    let lines: CartLine[] = addProduct([], product('A', 2.5));
    lines = increaseQuantity(lines, 'A');
    expect(lines[0]).toMatchObject({ quantity: 2, totalAmount: 5 });
    lines = decreaseQuantity(decreaseQuantity(decreaseQuantity(lines, 'A'), 'A'), 'A');
    expect(lines[0]).toMatchObject({ quantity: 0, totalAmount: 0 });
    lines = setQuantity(lines, 'A', '7');
    expect(lines[0]).toMatchObject({ quantity: 7, totalAmount: 17.5 });
    lines = setQuantity(lines, 'A', '');
    expect(lines[0]?.quantity).toBe(0);
    expect(removeLine(lines, 'A')).toEqual([]);
  });

  it('parses quantities as integers, empty as 0', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('3.9')).toBe(3);
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity(-4)).toBe(0);
    expect(parseQuantity(12)).toBe(12);
  });

  it('counts the cart length as the sum of quantities', () => {
    const lines = setQuantity(addProduct(addProduct([], product('A', 1)), product('B', 1)), 'A', 4);
    expect(cartLength(lines)).toBe(5);
  });

  it('computes VAT, total including VAT and discount to the øre', () => {
    let lines = addProduct([], product('A', 0.1, 0.2, 50));
    lines = setQuantity(addProduct(lines, product('B', 0.2, 0.2)), 'B', 3);
    expect(cartSums(lines)).toEqual({ total: 0.7, vat: 0.18, totalIncludingVat: 0.88, totalDiscount: 0.1 });
  });

  it('leaves a visitor cart (no prices) at zero', () => {
    expect(cartSums(addProduct([], product('A')))).toEqual({ total: 0, vat: 0, totalIncludingVat: 0, totalDiscount: 0 });
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
        let lines: CartLine[] = [];
        specs.forEach((spec, index) => {
          const sku = `S${index}`;
          lines = addProduct(lines, product(sku, spec.priceOre / 100, (spec.priceOre + spec.extraOre) / 100, spec.percentage));
          lines = setQuantity(lines, sku, spec.quantity);
        });
        const totalOre = specs.reduce((sum, spec) => sum + spec.priceOre * spec.quantity, 0);
        const discountOre = specs.reduce(
          (sum, spec) => sum + (spec.percentage > 0 ? spec.extraOre * spec.quantity : 0),
          0,
        );
        const sums = cartSums(lines);
        expect(Math.round(sums.total * 100)).toBe(totalOre);
        expect(Math.round(sums.totalIncludingVat * 100)).toBe(Math.round(totalOre * 1.25));
        expect(Math.round(sums.vat * 100)).toBe(Math.round(totalOre * 0.25));
        expect(Math.round(sums.totalDiscount * 100)).toBe(discountOre);
        expect(cartLength(lines)).toBe(specs.reduce((sum, spec) => sum + spec.quantity, 0));
      }),
    );
  });
});

describe('the cart in the browser', () => {
  it('is saved as SKUs and quantities only', () => {
    const lines = addProduct(addProduct([], product('A', 10), 2), product('B'));
    expect(savedLines(lines)).toEqual([
      { id: 'A', quantity: 2 },
      { id: 'B', quantity: 1 },
    ]);
  });

  it('is read back with only well-formed SKUs and whole quantities from 1 to 9,999, each SKU once', () => {
    const saved = [
      { id: 'A-1', quantity: 2 },
      { id: 'A-1', quantity: 5 },
      { id: '<img>', quantity: 1 },
      { id: 'B', quantity: 0 },
      { id: 'C', quantity: 1.5 },
      { id: 'D', quantity: 10000 },
      { id: 'E', quantity: '3' },
      null,
      'F',
      { id: 'G', quantity: 9999, price: 1 },
    ];
    expect(restoredLines(saved, [])).toEqual([
      { id: 'A-1', item: null, quantity: 2, totalAmount: 0 },
      { id: 'G', item: null, quantity: 9999, totalAmount: 0 },
    ]);
    expect(restoredLines({ cartLines: [] }, [])).toEqual([]);
    expect(restoredLines(undefined, [])).toEqual([]);
  });

  it('keeps a product the page already holds (another tab changed a quantity)', () => {
    const current = addProduct([], product('A', 10));
    expect(restoredLines([{ id: 'A', quantity: 4 }], current)).toEqual([{ id: 'A', item: current[0]!.item, quantity: 4, totalAmount: 40 }]);
  });

  it('has the lines fetched whose product is missing or priced for another session', () => {
    const lines = [...restoredLines([{ id: 'R', quantity: 1 }], []), ...addProduct(addProduct([], product('P', 10)), product('V'))];
    expect(linesToFetch(lines, true).map((line) => line.id)).toEqual(['R', 'V']);
    expect(linesToFetch(lines, false).map((line) => line.id)).toEqual(['R', 'P']);
  });
});
