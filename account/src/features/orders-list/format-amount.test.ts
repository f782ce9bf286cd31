import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it('groups thousands with a space and drops .00', () => {
    expect(formatAmount(1200, 'nb')).toBe('1 200');
    expect(formatAmount(1234567.5, 'nb')).toBe('1 234 567,50');
    expect(formatAmount(1234567.5, 'en')).toBe('1 234 567.50');
    expect(formatAmount(99.9, 'en')).toBe('99.90');
  });
});
