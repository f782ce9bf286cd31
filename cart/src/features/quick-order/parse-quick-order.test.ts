import fc from 'fast-check';
import { parseQuickOrder } from './parse-quick-order';

describe('quick order lines', () => {
  it('reads "SKU quantity" rows, spreadsheet tabs and semicolons, skipping blank rows', () => {
    expect(parseQuickOrder('AX-1 2\n\nBVT-9\t12\r\nKM-3;4\n  ZZ-7  ')).toEqual([
      { lineNumber: 1, sku: 'AX-1', quantity: 2 },
      { lineNumber: 3, sku: 'BVT-9', quantity: 12 },
      { lineNumber: 4, sku: 'KM-3', quantity: 4 },
      { lineNumber: 5, sku: 'ZZ-7', quantity: 1 },
    ]);
  });

  it.each(['AX-1 0', 'AX-1 -3', 'AX-1 2,5', 'AX-1 2.5', 'AX-1 ti', 'AX-1 10000', 'AX-1 2 3'])(
    'marks a bad quantity in "%s"',
    (row) => {
      expect(parseQuickOrder(row)).toEqual([{ lineNumber: 1, sku: 'AX-1', problem: 'quantity' }]);
    },
  );

  it('reads back any list of SKUs and quantities it is given', () => {
    const sku = fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,15}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(sku, fc.integer({ min: 1, max: 9999 }), fc.constantFrom(' ', '\t', ';')), { maxLength: 20 }), (rows) => {
        const text = rows.map(([s, q, separator]) => `${s}${separator}${q}`).join('\n');
        expect(parseQuickOrder(text)).toEqual(rows.map(([s, q], index) => ({ lineNumber: index + 1, sku: s, quantity: q })));
      }),
    );
  });
});
