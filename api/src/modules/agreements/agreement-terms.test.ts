import { type AgreementTerms, agreedPrice, withAgreedPrice } from './agreement-terms';

const terms = (parts: { sku?: Record<string, number>; supplier?: Record<string, number>; category?: Record<string, number> }): AgreementTerms => ({
  netPricesOre: new Map(Object.entries(parts.sku ?? {})),
  supplierDiscounts: new Map(Object.entries(parts.supplier ?? {})),
  categoryDiscounts: new Map(Object.entries(parts.category ?? {})),
});

const camera = {
  skuId: 'AX-1',
  price: 1000,
  indicativePrice: 1490,
  discount: { percentage: 32.89 },
  supplier: { id: 'axis' },
  categoryPath: ['kameraovervakning', 'kameraovervakning:ip-kameraer'],
};

describe('agreedPrice: the most specific term wins', () => {
  const all = terms({ sku: { 'AX-1': 80_000 }, supplier: { axis: 10 }, category: { kameraovervakning: 30 } });

  it('a net price for the SKU beats the supplier and category discounts', () => {
    expect(agreedPrice(all, camera)).toEqual({ priceOre: 80_000, percentage: 20, kind: 'sku' });
  });

  it('a supplier discount beats a category discount, even a larger one', () => {
    expect(agreedPrice(terms({ supplier: { axis: 10 }, category: { kameraovervakning: 30 } }), camera)).toEqual({
      priceOre: 90_000,
      percentage: 10,
      kind: 'supplier',
    });
  });

  it('a category discount applies to the product’s top-level category only', () => {
    expect(agreedPrice(terms({ category: { kameraovervakning: 30 } }), camera)).toEqual({ priceOre: 70_000, percentage: 30, kind: 'category' });
    expect(agreedPrice(terms({ category: { 'kameraovervakning:ip-kameraer': 30 } }), camera)).toBeUndefined();
  });

  it('terms for other SKUs, suppliers and categories leave the list price', () => {
    expect(agreedPrice(terms({ sku: { 'AX-2': 1 }, supplier: { hikvision: 10 }, category: { brannprodukter: 5 } }), camera)).toBeUndefined();
  });

  it('rounds a discounted price to the øre and a net price’s percentage to two decimals', () => {
    const odd = { ...camera, price: 333.33 };
    expect(agreedPrice(terms({ supplier: { axis: 12.5 } }), odd)?.priceOre).toBe(29_166); // 291.66375
    expect(agreedPrice(terms({ sku: { 'AX-1': 22_222 } }), odd)?.percentage).toBe(33.33);
  });

  it('never makes a product dearer than its list price', () => {
    expect(agreedPrice(terms({ sku: { 'AX-1': 100_000 } }), camera)).toBeUndefined();
    expect(agreedPrice(terms({ sku: { 'AX-1': 120_000 }, supplier: { axis: 10 } }), camera)).toBeUndefined();
    expect(agreedPrice(terms({ supplier: { axis: 0.01 } }), { ...camera, price: 0.5 })).toBeUndefined();
  });
});

describe('withAgreedPrice', () => {
  it('answers the agreed price, the list price as indicativePrice and the agreement’s discount', () => {
    const priced = withAgreedPrice(terms({ supplier: { axis: 15 } }), camera);
    expect(priced).toEqual({ ...camera, price: 850, indicativePrice: 1000, discount: { percentage: 15 } });
    // The cart's "Total discount" of two: (indicativePrice − price) × quantity.
    expect((priced.indicativePrice - priced.price) * 2).toBe(300);
  });

  it('hands back the very product when the agreement says nothing of it', () => {
    expect(withAgreedPrice(terms({ supplier: { hikvision: 15 } }), camera)).toBe(camera);
  });
});
