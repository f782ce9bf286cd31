import { refusalOf } from './refusals';

describe('a refusal', () => {
  it('names the row, the line or the header the readers put first, and the reason apart', () => {
    expect(refusalOf('row 12 (AX-1): price must be a number of at least 0 with at most 2 decimals')).toEqual({
      row: 'row 12 (AX-1)',
      reason: 'price must be a number of at least 0 with at most 2 decimals',
    });
    expect(refusalOf('line 4: the net price must be NOK above 0')).toEqual({ row: 'line 4', reason: 'the net price must be NOK above 0' });
    expect(refusalOf('header: unknown columns colour')).toEqual({ row: 'header', reason: 'unknown columns colour' });
    expect(refusalOf('products[3] (AX-1): title.nb begins with "="')).toEqual({ row: 'products[3] (AX-1)', reason: 'title.nb begins with "="' });
    expect(refusalOf('agreements[0].suppliers.axis: unknown supplier "axis"')).toEqual({ row: 'agreements[0].suppliers.axis', reason: 'unknown supplier "axis"' });
  });

  it('has no row when the problem is the whole file’s', () => {
    expect(refusalOf('the file names unknown warehouses: oslo')).toEqual({ row: null, reason: 'the file names unknown warehouses: oslo' });
  });
});
