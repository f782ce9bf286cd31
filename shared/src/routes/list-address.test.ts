import { canonicalListParams, suppliersInAddress, withSuppliers } from './list-address';

describe('the supplier filter in a list address', () => {
  it('reads a shared link and a form sent without scripts alike, once each, in lower case', () => {
    expect(suppliersInAddress(new URLSearchParams('supplier=Axis,bosch&supplier=axis'))).toEqual(['axis', 'bosch']);
    expect(suppliersInAddress(new URLSearchParams('supplier=axis&supplier=%20hikvision%20'))).toEqual(['axis', 'hikvision']);
  });

  it('leaves out ids of the wrong form, and reads nothing from an address without the filter', () => {
    expect(suppliersInAddress(new URLSearchParams('supplier=axis,<script>,,a_b'))).toEqual(['axis']);
    expect(suppliersInAddress(new URLSearchParams('sort=name'))).toEqual([]);
  });

  it('writes the filter back keeping the other parameters, and drops it when none is left', () => {
    const params = new URLSearchParams('sort=name&supplier=axis,gone&page=2');
    expect(withSuppliers(params, ['axis']).toString()).toBe('sort=name&supplier=axis&page=2');
    expect(withSuppliers(params, []).toString()).toBe('sort=name&page=2');
  });
});

describe('the order and stock filter of a list address in their one spelling', () => {
  const canonical = (query: string) => canonicalListParams(new URLSearchParams(query)).toString();

  it('writes the obvious spellings of an order and of yes to the stock filter the one way', () => {
    expect(canonical('inStock=1&sort=price-asc')).toBe('inStock=true&sort=price');
    for (const yes of ['inStock=yes', 'inStock=on', 'inStock=TRUE', 'instock=ja', 'in_stock=1', 'in-stock=true']) expect({ yes, to: canonical(yes) }).toEqual({ yes, to: 'inStock=true' });
    expect(canonical('sort=PRICE_DESC')).toBe('sort=price-desc');
    expect(canonical('sort=price-descending')).toBe('sort=price-desc');
    expect(canonical('Sort=Name%20ascending')).toBe('sort=name');
  });

  it('leaves out what means nothing or asks for the default, and keeps every other parameter where it is', () => {
    expect(canonical('search=kamera&inStock=0&sort=cheapest&page=2')).toBe('search=kamera&page=2');
    expect(canonical('inStock=maybe&supplier=axis&sort=name&sort=sku')).toBe('supplier=axis&sort=name');
  });

  it('changes nothing of an address in its one spelling, so the server never sends one on twice', () => {
    for (const query of ['', 'sort=name&inStock=true&supplier=Axis,bosch&page=2', 'search=kamera&sort=relevance', 'supplier=axis&supplier=bosch', 'filter=a%3Ab']) {
      expect({ query, to: canonical(query) }).toEqual({ query, to: new URLSearchParams(query).toString() });
    }
    for (const query of ['inStock=1&sort=price-asc', 'instock=yes&in_stock=no&sort=x', 'Sort=SKU']) expect(canonical(canonical(query))).toBe(canonical(query));
  });
});
