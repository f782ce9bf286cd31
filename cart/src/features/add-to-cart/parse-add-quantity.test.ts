import { parseAddQuantity } from './parse-add-quantity';

describe('quantity typed on the product page', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['999', 999],
  ])('accepts %p as %p', (typed, quantity) => {
    expect(parseAddQuantity(typed)).toBe(quantity);
  });

  it.each(['', '0', '1000', '-1', '2.5', '1e2', 'tre', '3 stk'])('refuses %p', (typed) => {
    expect(parseAddQuantity(typed)).toBeNull();
  });
});
