import { lowered, MAX_LINE_QUANTITY, parseQuantity, raised } from './line-quantity';

describe('a line’s quantity', () => {
  it('parses what a person types as an integer, empty as 0, within the line’s maximum (spec §4, §5)', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('  ')).toBe(0);
    expect(parseQuantity('3.9')).toBe(3);
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity('-4')).toBe(0);
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity('123456')).toBe(MAX_LINE_QUANTITY);
  });

  it('is raised by one up to the maximum and lowered by one only above 0', () => {
    expect(raised(1)).toBe(2);
    expect(raised(MAX_LINE_QUANTITY)).toBe(MAX_LINE_QUANTITY);
    expect(lowered(2)).toBe(1);
    expect(lowered(0)).toBe(0);
  });
});
