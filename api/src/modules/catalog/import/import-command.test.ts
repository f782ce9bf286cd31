import { importHarness } from '../../../../test/support/catalog-import';
import { loadCatalogRows, loadCatalogVersion } from '../load-catalog-rows';

const { db, importFile } = importHarness();

async function productCount(): Promise<number> {
  const [row] = await db().query<{ count: string }>('SELECT count(*) AS count FROM products');
  return Number(row?.count);
}

const MENU_JSON = JSON.stringify({
  menuItems: [
    { id: 'kameraovervakning', title: { nb: 'Kameraovervåkning', en: 'Camera surveillance' } },
    { id: 'kameraovervakning:ip-kameraer', title: { nb: 'IP-kameraer', en: 'IP cameras' } },
    { id: 'adgangskontroll', title: { nb: 'Adgangskontroll', en: 'Access control' } },
  ],
  suppliers: [{ id: 'nordvakt', name: 'Nordvakt' }],
  products: [
    {
      skuId: 'NVK-CAM-1', title: { nb: 'IP-kamera 4 MP', en: 'IP camera 4 MP' }, category: 'kameraovervakning:ip-kameraer',
      supplier: 'nordvakt', price: 1990, indicativePrice: 2490,
      specs: [{ label: { nb: 'Oppløsning', en: 'Resolution' }, value: { nb: '4 MP', en: '4 MP' } }],
    },
  ],
});

const CSV_HEADER = 'sku;title_nb;title_en;category;supplier;supplier_name;price;indicative_price;images;specs_nb;specs_en';

describe('npm run import', () => {
  it('imports a JSON catalogue with menu, suppliers and products, deriving the discount', async () => {
    const result = await importFile('catalogue.json', MENU_JSON);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Imported 1 products, 3 menu items, 1 suppliers');
    const rows = await loadCatalogRows(db());
    const product = rows.products.find((candidate) => candidate.sku === 'NVK-CAM-1');
    expect(product).toMatchObject({ price: 1990, indicativePrice: 2490, discountPercentage: 20.08 });
    expect(product?.specs).toEqual([{ label: { nb: 'Oppløsning', en: 'Resolution' }, value: { nb: '4 MP', en: '4 MP' } }]);
    expect(rows.menuItems.find((item) => item.id === 'kameraovervakning:ip-kameraer')?.parentId).toBe('kameraovervakning');
  });

  it('imports CSV as Norwegian spreadsheets save it, adding a named new supplier', async () => {
    const versionBefore = await loadCatalogVersion(db());
    const csv = [
      CSV_HEADER,
      'AX-1;Kortleser;Card reader;adgangskontroll;axis;Axis;"1 234,50";;/img/a.svg|/img/b.svg;Frekvens: 13,56 MHz | IP-klasse: IP65;Frequency: 13.56 MHz | IP rating: IP65',
      'NVK-CAM-2;Kamera 8 MP;;kameraovervakning:ip-kameraer;nordvakt;;2490;;;;',
    ].join('\n');
    const result = await importFile('products.csv', csv);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const rows = await loadCatalogRows(db());
    expect(rows.suppliers.find((supplier) => supplier.id === 'axis')?.name).toBe('Axis');
    const reader = rows.products.find((candidate) => candidate.sku === 'AX-1');
    expect(reader).toMatchObject({ price: 1234.5, indicativePrice: 1234.5, discountPercentage: null, images: ['/img/a.svg', '/img/b.svg'] });
    expect(reader?.specs[0]).toEqual({ label: { nb: 'Frekvens', en: 'Frequency' }, value: { nb: '13,56 MHz', en: '13.56 MHz' } });
    // English left empty falls back to the Norwegian text.
    expect(rows.products.find((candidate) => candidate.sku === 'NVK-CAM-2')?.title).toEqual({ nb: 'Kamera 8 MP', en: 'Kamera 8 MP' });
    expect(await loadCatalogVersion(db())).toBe(versionBefore + 1);
  });

  it('reports every bad row by its line and changes nothing', async () => {
    const before = await productCount();
    const csv = [
      CSV_HEADER,
      'OK-1;Godt produkt;;adgangskontroll;axis;;100;;;;',
      ';Mangler SKU;;adgangskontroll;axis;;100;;;;',
      'BAD-2;Feil kategori;;adgangskontroll:finnes-ikke;axis;;100;;;;',
      'BAD-3;Feil pris;;adgangskontroll;axis;;gratis;;;;',
      'BAD-4;Ukjent leverandør;;adgangskontroll;ukjent;;100;90;;;',
      'OK-1;Samme SKU igjen;;adgangskontroll;axis;;100;;;;',
      'BAD-5;Feil spesifikasjon;;adgangskontroll;axis;;100;;;Bare tekst;',
    ].join('\n');
    const result = await importFile('bad.csv', csv);
    expect(result.code).toBe(1);
    expect(result.err).toContain('The catalogue was not changed');
    expect(result.err).toContain('row 3: sku is required');
    expect(result.err).toContain('row 4 (BAD-2): category path "adgangskontroll:finnes-ikke" is not in the menu');
    expect(result.err).toContain('row 5: price must be a number of at least 0 with at most 2 decimals');
    expect(result.err).toContain('row 6 (BAD-4): unknown supplier "ukjent"');
    expect(result.err).toContain('row 6 (BAD-4): indicative price must not be below the price');
    expect(result.err).toContain('row 7 (OK-1): the SKU is already on row 2');
    expect(result.err).toContain('row 8: spec "Bare tekst" must be written "label: value"');
    expect(await productCount()).toBe(before);
  });

  it('refuses with the upload’s rules: a Windows-1252 file, a column named twice, a cell a spreadsheet would run', async () => {
    const before = await productCount();
    const latin = await importFile('latin.csv', Buffer.from(`${CSV_HEADER}\nW-1;D\xf8rl\xe5s;;adgangskontroll;axis;;100;;;;`, 'latin1'));
    expect(latin.code).toBe(1);
    expect(latin.err).toMatch(/line 2: the file is not UTF-8 text: byte 0xF8/);
    const twice = await importFile('twice.csv', `${CSV_HEADER};price\nT-1;Lås;;adgangskontroll;axis;;100;;;;;5`);
    expect(twice.err).toContain('header: the column price is named more than once');
    const formula = await importFile('formula.csv', `${CSV_HEADER}\nF-1;=1+1;;adgangskontroll;axis;;100;;;;`);
    expect(formula.err).toContain('row 2: title_nb begins with "="');
    expect(await productCount()).toBe(before);
  });

  it('reads JSON specs as text, with the rules of the CSV spec columns', async () => {
    const product = (sku: string, specs: unknown[]) => ({
      skuId: sku, title: { nb: `Kamera ${sku}` }, category: 'kameraovervakning:ip-kameraer', supplier: 'nordvakt', price: 990, specs,
    });
    const good = await importFile('specs.json', JSON.stringify({
      products: [product('NVK-SPEC-1', [
        // One text for both languages; an empty English text falls back to the Norwegian one.
        { label: ' Linse ', value: { nb: '2,8 mm', en: '' } },
        { label: { nb: 'Oppløsning', en: 'Resolution' }, value: { nb: '4 MP', en: '4 MP' } },
      ])],
    }));
    expect(good.err).toBe('');
    expect(good.code).toBe(0);
    const rows = await loadCatalogRows(db());
    expect(rows.products.find((candidate) => candidate.sku === 'NVK-SPEC-1')?.specs).toEqual([
      { label: { nb: 'Linse', en: 'Linse' }, value: { nb: '2,8 mm', en: '2,8 mm' } },
      { label: { nb: 'Oppløsning', en: 'Resolution' }, value: { nb: '4 MP', en: '4 MP' } },
    ]);

    const before = await productCount();
    const bad = await importFile('bad-specs.json', JSON.stringify({
      products: [product('NVK-SPEC-2', [
        { label: { nb: 4, en: 'Zoom' }, value: { nb: '4x' } },
        { label: { nb: 'Vekt' }, value: { nb: { kg: 1.2 } } },
        { value: { nb: 'uten etikett' } },
      ])],
    }));
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('products[0]: specs[0].label_nb must be text');
    expect(bad.err).toContain('products[0]: specs[1].value_nb must be text');
    expect(bad.err).toContain('products[0]: specs[2].label_nb is required');
    expect(await productCount()).toBe(before);
  });

  it('says what is wrong with a malformed file', async () => {
    expect((await importFile('broken.json', '{ "products": [')).err).toContain('the file is not valid JSON');
    expect((await importFile('empty.csv', CSV_HEADER)).err).toContain('the file holds no product rows');
    expect((await importFile('odd.csv', 'sku,colour\nA,red')).err).toContain('header: unknown columns colour');
    const wrongType = await importFile('catalogue.txt', 'x');
    expect(wrongType.code).toBe(2);
    expect(wrongType.err).toContain('the file must end in .csv or .json');
  });

  it('shows its progress while writing a large file', async () => {
    const lines = Array.from({ length: 1200 }, (_, i) => `BULK-${i};Kamera ${i};;kameraovervakning:ip-kameraer;nordvakt;;${1000 + i};;;;`);
    const result = await importFile('large.csv', [CSV_HEADER, ...lines].join('\n'));
    expect(result.code).toBe(0);
    expect(result.err).toContain('Writing: 0 % (0/1200)');
    expect(result.err).toContain('Writing: 100 % (1200/1200)');
    expect(await productCount()).toBeGreaterThanOrEqual(1200);
  });
});
