import { suppliersInAddress, withSuppliers } from './list-address';

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
