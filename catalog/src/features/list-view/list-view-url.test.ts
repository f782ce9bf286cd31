import { DEFAULT_VIEW, facetsQuery, listViewFromParams, listViewToParams, pageOffset, searchOf, viewKey, viewQuery } from './list-view-url';

const params = (query: string) => new URLSearchParams(query);

describe('list view in the address', () => {
  it('reads sort, stock filter, suppliers and page', () => {
    expect(listViewFromParams(params('sort=name&inStock=true&supplier=axis,Bosch&page=3'), false)).toEqual({
      sort: 'name',
      inStock: true,
      suppliers: ['axis', 'bosch'],
      page: 3,
    });
  });

  it('falls back to the default for what it cannot mean', () => {
    expect(listViewFromParams(params(''), false)).toEqual(DEFAULT_VIEW);
    expect(listViewFromParams(params('sort=cheapest&inStock=maybe&page=0'), true)).toEqual(DEFAULT_VIEW);
    expect(listViewFromParams(params('page=-2'), true).page).toBe(1);
    expect(listViewFromParams(params('page=2.5'), true).page).toBe(1);
    expect(listViewFromParams(params('supplier=axis,,a%20b,axis,<x>'), false).suppliers).toEqual(['axis']);
  });

  it('reads the obvious spellings of an order and of the stock filter as the server does', () => {
    expect(listViewFromParams(params('inStock=1&sort=price-asc'), true)).toEqual({ ...DEFAULT_VIEW, sort: 'price', inStock: true });
    expect(listViewFromParams(params('instock=yes&sort=PRICE_DESC'), true)).toEqual({ ...DEFAULT_VIEW, sort: 'price-desc', inStock: true });
    expect(listViewFromParams(params('in_stock=on&Sort=name-asc'), false)).toEqual({ ...DEFAULT_VIEW, sort: 'name', inStock: true });
    expect(listViewFromParams(params('inStock=0'), false).inStock).toBe(false);
    // A change of view writes the one spelling, the typed one gone.
    expect(listViewToParams(params('instock=1&sort=price-asc&search=kamera'), { ...DEFAULT_VIEW, sort: 'sku', inStock: true }).toString()).toBe('inStock=true&sort=sku&search=kamera');
  });

  it('orders by price only for someone logged in', () => {
    expect(listViewFromParams(params('sort=price'), false).sort).toBe('relevance');
    expect(listViewFromParams(params('sort=price'), true).sort).toBe('price');
    expect(listViewFromParams(params('sort=price-desc'), true).sort).toBe('price-desc');
  });

  it('writes the view and keeps the other parameters, leaving defaults out', () => {
    const written = listViewToParams(params('filter=ip-kamera&page=4&sort=sku'), { sort: 'supplier', inStock: true, suppliers: ['axis', 'hikvision'], page: 1 });
    expect(written.toString()).toBe('filter=ip-kamera&sort=supplier&inStock=true&supplier=axis%2Chikvision');
    expect(listViewToParams(params('search=kamera&sort=name'), DEFAULT_VIEW).toString()).toBe('search=kamera');
    expect(searchOf(listViewToParams(params(''), { ...DEFAULT_VIEW, page: 2 }))).toBe('?page=2');
    expect(searchOf(params(''))).toBe('');
  });

  it('reads back what it wrote', () => {
    const view = { sort: 'sku' as const, inStock: true, suppliers: ['axis'], page: 5 };
    expect(listViewFromParams(listViewToParams(params(''), view), false)).toEqual(view);
  });

  it('gives the API its parameters, names sorted in the page language', () => {
    expect(viewQuery(DEFAULT_VIEW, 'nb')).toEqual({});
    expect(viewQuery({ sort: 'name', inStock: true, suppliers: ['axis', 'bosch'], page: 2 }, 'en')).toEqual({
      sort: 'name',
      lang: 'en',
      inStock: 'true',
      supplier: 'axis,bosch',
    });
    expect(viewKey({ ...DEFAULT_VIEW, page: 7 }, 'nb')).toBe('');
    expect(viewKey({ ...DEFAULT_VIEW, sort: 'price' }, 'nb')).toBe('sort=price');
  });

  it('takes the suppliers of a form sent without scripts, one parameter per checkbox', () => {
    expect(listViewFromParams(params('supplier=axis&supplier=bosch&sort=relevance'), false)).toEqual({ ...DEFAULT_VIEW, suppliers: ['axis', 'bosch'] });
  });

  it('asks for the counts of what the list is of, with its stock and supplier filters', () => {
    expect(facetsQuery({ category: 'brannprodukter' }, { sort: 'name', inStock: true, suppliers: ['axis'], page: 3 })).toEqual({
      category: 'brannprodukter',
      inStock: 'true',
      supplier: 'axis',
    });
    expect(facetsQuery({}, DEFAULT_VIEW)).toEqual({});
  });

  it('starts page n after n-1 pages of 24', () => {
    expect(pageOffset(DEFAULT_VIEW)).toBe(0);
    expect(pageOffset({ ...DEFAULT_VIEW, page: 3 })).toBe(48);
  });
});
