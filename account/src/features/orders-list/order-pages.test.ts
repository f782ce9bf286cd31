import { pageOfQuery, pageRequest, pageSpan, queryOfPage } from './order-pages';

describe('paging of the orders list', () => {
  it('reads the page from the address; anything but a whole number from 1 is the first page', () => {
    expect(pageOfQuery(null)).toBe(1);
    expect(pageOfQuery('2')).toBe(2);
    for (const odd of ['0', '-1', '1.5', 'abc', '', '2e3', ' 2']) expect(pageOfQuery(odd)).toBe(1);
    // Never an offset the API refuses (at most 1,000,000).
    expect(pageRequest(pageOfQuery('999999999')).offset).toBeLessThanOrEqual(1_000_000);
  });

  it('asks the API for 20 at a time', () => {
    expect(pageRequest(1)).toEqual({ limit: 20, offset: 0 });
    expect(pageRequest(3)).toEqual({ limit: 20, offset: 40 });
  });

  it('places a page among all the orders', () => {
    expect(pageSpan({ shown: 20, total: 45, limit: 20, offset: 0 })).toEqual({
      page: 1,
      pageCount: 3,
      first: 1,
      last: 20,
      total: 45,
      previous: null,
      next: 2,
    });
    expect(pageSpan({ shown: 5, total: 45, limit: 20, offset: 40 })).toMatchObject({ page: 3, first: 41, last: 45, previous: 2, next: null });
    // Past the end: "previous" is the last page that has orders.
    expect(pageSpan({ shown: 0, total: 45, limit: 20, offset: 180 })).toMatchObject({ page: 10, previous: 3, next: null });
  });

  it('writes the page into the query, keeping what else is there; page 1 is the plain address', () => {
    expect(queryOfPage('', 2)).toBe('?page=2');
    expect(queryOfPage('?page=2&utm=x', 3)).toBe('?page=3&utm=x');
    expect(queryOfPage('?page=2', 1)).toBe('');
    expect(queryOfPage('?page=2&utm=x', 1)).toBe('?utm=x');
  });
});
