import { formatAmount, formatPrice } from './price-format';

/** The tests write a plain space; the shop writes a no-break space between thousands. */
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatPrice', () => {
  it.each([
    [1234.5, '1 234,50', '1 234.50'],
    [1000000, '1 000 000', '1 000 000'],
    [1990.0, '1 990', '1 990'],
    [12.05, '12,05', '12.05'],
    [999.99, '999,99', '999.99'],
    [0.5, '0,50', '0.50'],
    [1234567.891, '1 234 567,89', '1 234 567.89'],
    ['2490.00', '2 490', '2 490'],
    ['149.9', '149,90', '149.90'],
  ])('%s is "%s" in nb and "%s" in en', (value, nb, en) => {
    expect(formatPrice(value, 'nb')).toBe(nbsp(nb));
    expect(formatPrice(value, 'en')).toBe(nbsp(en));
  });

  it('never lets a price wrap between its digits', () => {
    expect(formatPrice(8692.5, 'nb')).toBe('8\u00a0692,50');
    expect(formatPrice(1234567, 'en')).not.toMatch(/\s(?<!\u00a0)/);
  });

  it.each([0, 0.001, '', '  ', null, undefined, Number.NaN, 'abc'])('shows nothing for %p', (value) => {
    expect(formatPrice(value, 'nb')).toBe('');
    expect(formatPrice(value, 'en')).toBe('');
  });

  it('rounds to the øre without floating-point drift', () => {
    expect(formatPrice(0.1 + 0.2, 'nb')).toBe('0,30');
    expect(formatPrice(1.005, 'en')).toBe('1.01');
  });
});

describe('formatAmount', () => {
  it('writes the price with ",-", and nothing for zero or no amount (spec §3)', () => {
    expect(formatAmount(8692.5, 'nb')).toBe('8\u00a0692,50,-');
    expect(formatAmount(1990, 'en')).toBe('1\u00a0990,-');
    expect(formatAmount(0, 'nb')).toBe('');
    expect(formatAmount(null, 'en')).toBe('');
  });
});
