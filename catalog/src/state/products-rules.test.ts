import { EMPTY_CATEGORY_LISTS, afterSessionChange, beforeFilteredListLoad, beforeListLoad, categoryKeyOf } from './products-rules';

describe('category keys (spec §3)', () => {
  it.each([
    ['kameraovervåkning', 'kameraovervakning'],
    ['Kameraovervåkning', 'kameraovervakning'],
    ['KAMERAOVERVÅKNING', 'kameraovervakning'],
    ['kameraovervakning', 'kameraovervakning'],
    ['KameraOvervakning', 'kameraovervakning'],
    ['Innbruddsalarm', 'innbruddsalarm'],
    [' brannprodukter ', 'brannprodukter'],
    ['ADGANGSKONTROLL', 'adgangskontroll'],
    // The same letters composed differently (å as a + ring) are the same name.
    ['kameraoverva\u030akning', 'kameraovervakning'],
  ])('%s is the key %s', (name, key) => {
    expect(categoryKeyOf(name)).toBe(key);
  });

  it.each(['kamera', 'produkter', '', 'kameraovervåkning2'])('%p is no category', (name) => {
    expect(categoryKeyOf(name)).toBeNull();
  });
});

describe('products state (spec §4)', () => {
  it('clears the details before a list loads', () => {
    expect(beforeListLoad()).toEqual({ productDetails: null });
  });

  it('clears the list and the details before a filtered list loads', () => {
    expect(beforeFilteredListLoad()).toEqual({ productDetails: null, productList: [] });
  });

  it('keeps nothing priced for the next person when the session changes, only what was searched for', () => {
    expect(afterSessionChange()).toEqual({
      selectedProduct: null,
      productList: [],
      categoryLists: EMPTY_CATEGORY_LISTS,
      featured: [],
      productDetails: null,
    });
  });
});
