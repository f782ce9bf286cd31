import { HttpError } from '../../infra/http/http-errors';
import { priceOrder, type PricedItem } from './order-pricing';
import { canonicalJson, requestHash } from './request-hash';

const catalog = new Map<string, PricedItem>([
  ['A', { skuId: 'A', title: { nb: 'A', en: 'A' }, price: 0.1 }],
  ['B', { skuId: 'B', title: { nb: 'B', en: 'B' }, price: 0.2 }],
  ['C', { skuId: 'C', title: { nb: 'C', en: 'C' }, price: 1234.55 }],
]);
const find = (sku: string) => catalog.get(sku);

describe('order pricing', () => {
  it('sums in whole øre: 0.1 + 0.2 is 0.30, VAT 25 % rounded to the øre', () => {
    const priced = priceOrder([{ SkuId: 'A', Quantity: 1 }, { SkuId: 'B', Quantity: 1 }], find);
    expect(priced).toMatchObject({ totalOre: 30, vatOre: 8, totalIncludingVatOre: 38 });
    expect(priced.lines.map((line) => line.lineTotalOre)).toEqual([10, 20]);
  });

  it('multiplies the unit price by the quantity', () => {
    const priced = priceOrder([{ SkuId: 'C', Quantity: 9999 }], find);
    expect(priced.lines[0]).toMatchObject({ unitPriceOre: 123455, lineTotalOre: 123455 * 9999 });
    expect(priced.totalIncludingVatOre).toBe(Math.round(123455 * 9999 * 1.25));
  });

  it('names every unknown SKU by its line', () => {
    let error: unknown;
    try {
      priceOrder([{ SkuId: 'A', Quantity: 1 }, { SkuId: 'X', Quantity: 1 }, { SkuId: 'Y', Quantity: 2 }], find);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).details?.map((detail) => detail.field)).toEqual(['lineItems.1.SkuId', 'lineItems.2.SkuId']);
  });
});

describe('order limits', () => {
  const refusal = (lines: Array<{ SkuId: string; Quantity: number }>, items = find) => {
    try {
      priceOrder(lines, items);
    } catch (error) {
      return { status: (error as HttpError).statusCode, details: (error as HttpError).details };
    }
    return null;
  };

  it('adds the lines of one product up: repeating a line does not pass the 9,999 a product', () => {
    expect(refusal([{ SkuId: 'A', Quantity: 9999 }, { SkuId: 'B', Quantity: 9999 }])).toBeNull();
    expect(refusal([{ SkuId: 'A', Quantity: 5000 }, { SkuId: 'B', Quantity: 1 }, { SkuId: 'A', Quantity: 5000 }])).toEqual({
      status: 400,
      details: [
        {
          field: 'lineItems.2.Quantity',
          message: 'lineItems.2.Quantity: the lines of A add up to 10000; at most 9999 of one product can be ordered at a time',
        },
      ],
    });
  });

  it('refuses a total beyond what the orders table holds, naming the lines, instead of failing to store it', () => {
    const dear = new Map<string, PricedItem>([
      ['D', { skuId: 'D', title: { nb: 'D', en: 'D' }, price: 9_999_999_999.99 }],
      ['E', { skuId: 'E', title: { nb: 'E', en: 'E' }, price: 799_999_999.99 }],
    ]);
    expect(refusal([{ SkuId: 'E', Quantity: 1 }], (sku) => dear.get(sku))).toBeNull();
    expect(refusal([{ SkuId: 'E', Quantity: 20 }], (sku) => dear.get(sku))?.details?.[0]?.field).toBe('lineItems');
    expect(refusal([{ SkuId: 'D', Quantity: 2 }], (sku) => dear.get(sku))).toEqual({
      status: 400,
      details: [
        {
          field: 'lineItems',
          message: 'lineItems: the order comes to more than one order can hold (9 999 999 999.99 NOK including VAT); split it into several orders',
        },
      ],
    });
  });
});

describe('request hash', () => {
  it('does not depend on the order of object keys, but on every value', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: 1 }] })).toBe('{"a":[{"x":1,"y":2}],"b":1}');
    expect(requestHash({ a: 1, b: 'x' })).toBe(requestHash({ b: 'x', a: 1 }));
    expect(requestHash({ a: 1, b: 'x' })).not.toBe(requestHash({ a: 1, b: 'y' }));
    expect(requestHash({ lines: [1, 2] })).not.toBe(requestHash({ lines: [2, 1] }));
  });
});
