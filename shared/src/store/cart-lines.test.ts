import fc from 'fast-check';
import { addLine, cartLength, removeLine, restoredLines, setLineQuantity, type CartLine } from './cart-lines';

describe('the kernel’s cart lines', () => {
  it('starts a new line at quantity 1, and adding the same SKU again raises it (spec §4)', () => {
    const once = addLine([], 'A');
    expect(once).toEqual([{ sku: 'A', quantity: 1 }]);
    expect(addLine(once, 'A')).toEqual([{ sku: 'A', quantity: 2 }]);
    expect(addLine(addLine(once, 'B', 3), 'A', 4)).toEqual([
      { sku: 'A', quantity: 5 },
      { sku: 'B', quantity: 3 },
    ]);
  });

  it('adds at least one, and never more than the API takes per SKU', () => {
    expect(addLine([], 'A', 0)).toEqual([{ sku: 'A', quantity: 1 }]);
    expect(addLine([], 'A', 2.7)).toEqual([{ sku: 'A', quantity: 2 }]);
    expect(addLine([{ sku: 'A', quantity: 9998 }], 'A', 5)).toEqual([{ sku: 'A', quantity: 9999 }]);
  });

  it('sets a quantity, keeps a line at 0, removes a line, and counts the quantities', () => {
    let lines: CartLine[] = addLine(addLine([], 'A', 2), 'B', 3);
    expect(cartLength(lines)).toBe(5);
    lines = setLineQuantity(lines, 'A', 0);
    expect(lines).toEqual([
      { sku: 'A', quantity: 0 },
      { sku: 'B', quantity: 3 },
    ]);
    expect(setLineQuantity(lines, 'C', 4)).toEqual(lines);
    expect(removeLine(lines, 'B')).toEqual([{ sku: 'A', quantity: 0 }]);
  });

  it('reads back only well-formed lines from the browser, each SKU once', () => {
    expect(restoredLines('nonsense')).toEqual([]);
    expect(
      restoredLines([
        { sku: 'A', quantity: 2 },
        { sku: 'A', quantity: 5 },
        { sku: '../x', quantity: 1 },
        { sku: 'B', quantity: 1.5 },
        { sku: 'C', quantity: 0 },
        { sku: 'D', quantity: 1e9 },
        { id: 'E', quantity: 3 },
        null,
      ]),
    ).toEqual([
      { sku: 'A', quantity: 2 },
      { sku: 'D', quantity: 9999 },
      { sku: 'E', quantity: 3 },
    ]);
  });

  it('counts the sum of quantities for any series of changes', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), sku: fc.constantFrom('A', 'B', 'C'), quantity: fc.integer({ min: 1, max: 50 }) }),
      fc.record({ kind: fc.constant('set' as const), sku: fc.constantFrom('A', 'B', 'C'), quantity: fc.integer({ min: 0, max: 50 }) }),
      fc.record({ kind: fc.constant('remove' as const), sku: fc.constantFrom('A', 'B', 'C') }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const expected = new Map<string, number>();
        let lines: CartLine[] = [];
        for (const change of steps) {
          if (change.kind === 'add') {
            lines = addLine(lines, change.sku, change.quantity);
            expected.set(change.sku, (expected.get(change.sku) ?? 0) + change.quantity);
          } else if (change.kind === 'set') {
            lines = setLineQuantity(lines, change.sku, change.quantity);
            if (expected.has(change.sku)) expected.set(change.sku, change.quantity);
          } else {
            lines = removeLine(lines, change.sku);
            expected.delete(change.sku);
          }
        }
        expect(cartLength(lines)).toBe([...expected.values()].reduce((sum, quantity) => sum + quantity, 0));
        expect(new Set(lines.map((line) => line.sku)).size).toBe(lines.length);
      }),
    );
  });
});
