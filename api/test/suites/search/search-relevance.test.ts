import { EXPECTATIONS, relevanceCatalog } from './relevance-set';

describe('search relevance', () => {
  const catalog = relevanceCatalog();

  it('holds at least 25 queries', () => {
    expect(EXPECTATIONS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(EXPECTATIONS)('"%s" puts the right products on top', (query, check, count) => {
    const results = catalog.search(query);
    expect(results.length).toBeGreaterThanOrEqual(count);
    const wrong = results.slice(0, count).filter((product) => !check(product));
    expect(wrong.map((product) => `${product.skuId} ${product.title.nb}`)).toEqual([]);
  });

  it('finds nothing for words the catalogue does not have', () => {
    expect(catalog.search('xyzzyq')).toEqual([]);
  });
});
