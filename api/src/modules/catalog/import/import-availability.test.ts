import { importHarness } from '../../../../test/support/catalog-import';
import { loadCatalogRows } from '../load-catalog-rows';

const { db, importFile } = importHarness();

async function availabilityOf(sku: string) {
  const product = (await loadCatalogRows(db())).products.find((row) => row.sku === sku);
  return { stock: product?.stock, leadTime: product?.leadTime };
}

const MENU = JSON.stringify({
  menuItems: [{ id: 'adgangskontroll', title: { nb: 'Adgangskontroll', en: 'Access control' } }],
  suppliers: [{ id: 'nordvakt', name: 'Nordvakt' }],
  products: [{ skuId: 'NVK-0', title: { nb: 'Oppsett' }, category: 'adgangskontroll', supplier: 'nordvakt', price: 10 }],
});
const row = (sku: string, rest: string) => `${sku};Kortleser ${sku};adgangskontroll;nordvakt;990${rest}`;

describe('npm run import: stock and lead times', () => {
  beforeAll(async () => {
    expect((await importFile('menu.json', MENU)).code).toBe(0);
  });

  it('reads stock_<warehouse> columns and lead_time_days as "5" or "5-7"', async () => {
    const csv = [
      'sku;title_nb;category;supplier;price;stock_oslo;stock_bergen;stock_trondheim;lead_time_days',
      row('LAGER-1', ';12;0;"1 200";'),
      row('LAGER-2', ';;;;5–7'),
      row('LAGER-3', ';;3;;10'),
    ].join('\n');
    const result = await importFile('stock.csv', csv);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(await availabilityOf('LAGER-1')).toEqual({ stock: { oslo: 12, trondheim: 1200 }, leadTime: null });
    expect(await availabilityOf('LAGER-2')).toEqual({ stock: {}, leadTime: { minDays: 5, maxDays: 7 } });
    expect(await availabilityOf('LAGER-3')).toEqual({ stock: { bergen: 3 }, leadTime: { minDays: 10, maxDays: 10 } });
  });

  it('keeps the stored stock and lead time where a file leaves the columns out; an empty cell is none', async () => {
    const pricesOnly = ['sku;title_nb;category;supplier;price', row('LAGER-1', ''), row('LAGER-2', ''), row('NY-1', '')].join('\n');
    expect((await importFile('prices.csv', pricesOnly)).code).toBe(0);
    expect(await availabilityOf('LAGER-1')).toEqual({ stock: { oslo: 12, trondheim: 1200 }, leadTime: null });
    expect(await availabilityOf('LAGER-2')).toEqual({ stock: {}, leadTime: { minDays: 5, maxDays: 7 } });
    // A new product the file says nothing of holds none, and has no lead time.
    expect(await availabilityOf('NY-1')).toEqual({ stock: {}, leadTime: null });

    // Only Bergen's column: Oslo and Trondheim stay; Bergen's empty cell empties it.
    const bergen = ['sku;title_nb;category;supplier;price;stock_bergen', row('LAGER-1', ';4'), row('LAGER-3', ';')].join('\n');
    expect((await importFile('bergen.csv', bergen)).code).toBe(0);
    expect(await availabilityOf('LAGER-1')).toEqual({ stock: { oslo: 12, bergen: 4, trondheim: 1200 }, leadTime: null });
    expect(await availabilityOf('LAGER-3')).toEqual({ stock: {}, leadTime: { minDays: 10, maxDays: 10 } });
  });

  it('reports every bad stock or lead time by its row and changes nothing', async () => {
    const before = await loadCatalogRows(db());
    const csv = [
      'sku;title_nb;category;supplier;price;stock_oslo;stock_stavanger;lead_time_days',
      row('FEIL-1', ';-1;;'),
      row('FEIL-2', ';2,5;;'),
      row('FEIL-3', ';mange;;'),
      row('FEIL-4', ';2000000;;'),
      row('FEIL-5', ';;3;'),
      row('FEIL-6', ';;;7-5'),
      row('FEIL-7', ';;;snart'),
      row('FEIL-8', ';;;0'),
      row('FEIL-9', ';;;300'),
      row('LAGER-1', ';1;;2-3'),
    ].join('\n');
    const result = await importFile('bad-stock.csv', csv);
    expect(result.code).toBe(1);
    const range = 'lead time must be whole working days from 1 to 260, written "5" or "5-7" (the first not above the second)';
    for (const problem of [
      'row 2: stock_oslo must be a whole number',
      'row 3: stock_oslo must be a whole number',
      'row 4: stock_oslo must be a whole number',
      'row 5 (FEIL-4): stock in oslo must be a whole number from 0 to 1000000',
      'the file names unknown warehouses: stavanger (known: oslo, bergen, trondheim)',
      `row 7 (FEIL-6): ${range}`,
      'row 8: lead_time_days must be whole working days, written "5" or "5-7"',
      `row 9 (FEIL-8): ${range}`,
      `row 10 (FEIL-9): ${range}`,
    ]) {
      expect(result.err).toContain(problem);
    }
    expect(result.err).not.toContain('row 11');
    expect(result.err.match(/stavanger/g)).toHaveLength(1);
    // The good row was not written either: all or nothing.
    expect(await loadCatalogRows(db())).toEqual(before);
  });

  it('refuses a stock column that is not stock_<warehouse code>', async () => {
    const result = await importFile('odd-column.csv', ['sku;title_nb;category;supplier;price;stock_Oslo', row('X-1', ';1')].join('\n'));
    expect(result.code).toBe(1);
    expect(result.err).toContain('header: unknown columns stock_Oslo');
  });

  it('reads JSON availability in the shape the API answers it; leadTime null removes it', async () => {
    const product = (sku: string, availability: unknown) => ({
      skuId: sku, title: { nb: `Leser ${sku}` }, category: 'adgangskontroll', supplier: 'nordvakt', price: 990, availability,
    });
    const good = await importFile('stock.json', JSON.stringify({
      products: [
        product('JSON-1', { stock: [{ warehouse: 'oslo', quantity: 7 }, { warehouse: 'Trondheim', quantity: '2' }], leadTime: { minDays: 3, maxDays: 5 } }),
        product('LAGER-2', { leadTime: null }),
      ],
    }));
    expect(good.err).toBe('');
    expect(good.code).toBe(0);
    expect(await availabilityOf('JSON-1')).toEqual({ stock: { oslo: 7, trondheim: 2 }, leadTime: { minDays: 3, maxDays: 5 } });
    expect(await availabilityOf('LAGER-2')).toEqual({ stock: {}, leadTime: null });

    const bad = await importFile('bad-stock.json', JSON.stringify({
      products: [
        product('JSON-2', { stock: { oslo: 3 } }),
        product('JSON-3', { stock: [{ quantity: 3 }, { warehouse: 'oslo', quantity: 1 }, { warehouse: 'oslo', quantity: 2 }] }),
        product('JSON-4', { stock: [{ warehouse: 'bergen', quantity: 1.5 }], leadTime: { minDays: 5 } }),
        product('JSON-5', 'på lager'),
      ],
    }));
    expect(bad.code).toBe(1);
    for (const problem of [
      'products[0]: availability.stock must be a list of { warehouse, quantity }',
      'products[1]: availability.stock[0].warehouse is required',
      'products[1]: availability.stock names the warehouse "oslo" more than once',
      'products[2]: availability.stock "bergen" quantity must be a whole number',
      'products[2]: availability.leadTime.maxDays is required',
      'products[3]: availability must be an object { stock, leadTime }',
    ]) {
      expect(bad.err).toContain(problem);
    }
    expect(await availabilityOf('JSON-2')).toEqual({ stock: undefined, leadTime: undefined });
  });
});
