import { joinItems } from './list-text';
import { type PriceFields, repricedList, repricedText } from './repriced-text';

/** Products as the priced schemas write them: the price fields last, in the contract's order. */
const camera = {
  skuId: 'AX-1',
  title: { nb: 'Kamera ,"price":1 – «dome»', en: 'Camera "price": 2' },
  specs: [{ name: 'price', value: '{"price":3}' }],
  accessory: { skuId: 'AX-M', price: 5 },
  price: 1000,
  indicativePrice: 1490,
  discount: { percentage: 32.89 },
};
const detector = { skuId: 'PIR-2', title: { nb: 'Detektor', en: 'Detector' }, price: 333.33, indicativePrice: 333.33 };

const agreed: Required<PriceFields> = { price: 291.66, indicativePrice: 333.33, discount: { percentage: 12.5 } };

/** What JSON.stringify (which writes numbers and property order as the schemas do) gives for the product at `fields`. */
function written(product: Record<string, unknown>, fields: PriceFields): string {
  const { price: _price, indicativePrice: _indicative, discount: _discount, ...rest } = product;
  return JSON.stringify({ ...rest, ...fields });
}

describe('repricedText', () => {
  it('rewrites the price fields at the end, whatever the texts before them say of prices', () => {
    expect(repricedText(JSON.stringify(camera), agreed)).toBe(written(camera, agreed));
    expect(JSON.parse(repricedText(JSON.stringify(camera), agreed))).toEqual({ ...camera, ...agreed });
  });

  it('adds a discount to a product that had none, and leaves it out when the fields have none', () => {
    expect(repricedText(JSON.stringify(detector), agreed)).toBe(written(detector, agreed));
    expect(repricedText(JSON.stringify(camera), { price: 5, indicativePrice: 7 })).toBe(written(camera, { price: 5, indicativePrice: 7 }));
  });

  it('refuses a text without price fields (a public answer) rather than answer a wrong one', () => {
    const { price: _p, indicativePrice: _i, discount: _d, ...unpriced } = camera;
    expect(() => repricedText(JSON.stringify(unpriced), agreed)).toThrow(/price fields/);
  });
});

describe('repricedList', () => {
  const products = [camera, detector, { ...camera, skuId: 'AX-2', title: { nb: 'Æøå ✓', en: 'x' } }];
  const list = joinItems(products.map((product) => JSON.stringify(product)));

  it('is the list written at the new prices, the items without new fields copied as they were', () => {
    const fieldsOf = (index: number) => (index === 1 ? undefined : { ...agreed, price: agreed.price + index });
    const repriced = repricedList(list, fieldsOf);
    const expected = products.map((product, index) => {
      const fields = fieldsOf(index);
      return fields === undefined ? JSON.stringify(product) : written(product, fields);
    });
    expect(repriced.body.toString()).toBe(`[${expected.join(',')}]`);
    // Each item's bounds still cut out exactly that item (pages are cut by them).
    expected.forEach((text, index) => {
      expect(repriced.body.subarray(repriced.bounds[2 * index], repriced.bounds[2 * index + 1]).toString()).toBe(text);
    });
  });

  it('refuses a list whose items carry no price fields', () => {
    const { price: _p, indicativePrice: _i, discount: _d, ...unpriced } = camera;
    expect(() => repricedList(joinItems([JSON.stringify(unpriced)]), () => agreed)).toThrow(/price fields/);
  });

  it('answers an empty list as an empty array', () => {
    expect(repricedList(joinItems([]), () => agreed).body.toString()).toBe('[]');
  });
});
