import { buildCatalog, type ProductRecord } from '../../../src/modules/catalog/catalog';
import type { CatalogRows, ProductRow } from '../../../src/modules/catalog/catalog-rows';
import { generateDemoCatalog } from '../../../src/demo/catalog/generate-demo-catalog';

/*
 * The relevance set of the catalogue search: what installers type, and what they must see at the
 * top. Runs on the demo catalogue plus two products of real brands, as an import would add them.
 * The relevance test checks the shop's search with it; perf/bench/search-engine-trial.ts another
 * engine.
 */
const text = (nb: string, en = nb) => ({ nb, en });

function fixture(overrides: Partial<ProductRow> & Pick<ProductRow, 'sku' | 'title' | 'supplierId' | 'categoryPath'>): ProductRow {
  return {
    subHeading: text(''), description: text(''), specs: [], price: 1000, indicativePrice: 1000,
    discountPercentage: null, images: [], featuredRank: null, ...overrides,
  };
}

export function relevanceCatalog() {
  const rows: CatalogRows = generateDemoCatalog();
  rows.suppliers.push(
    { id: 'hikvision', name: 'Hikvision', logo: '/hik.svg', position: 99 },
    { id: 'axis', name: 'Axis Communications', logo: '/axis.svg', position: 100 },
  );
  rows.products.push(
    fixture({
      sku: 'DS-2CD2043G2-I', supplierId: 'hikvision', categoryPath: 'kameraovervakning:ip-kameraer:bullet-kameraer',
      title: text('Hikvision DS-2CD2043G2-I 4 MP bullet-kamera', 'Hikvision DS-2CD2043G2-I 4 MP bullet camera'),
    }),
    fixture({
      sku: 'AXIS-P3265-LVE', supplierId: 'axis', categoryPath: 'kameraovervakning:ip-kameraer:dome-kameraer',
      title: text('Axis P3265-LVE dome-kamera 2 MP', 'Axis P3265-LVE dome camera 2 MP'),
    }),
  );
  return buildCatalog(rows);
}

export type Check = (product: ProductRecord) => boolean;
const inLeaf = (leaf: string): Check => (product) => product.categoryPath.at(-1)?.endsWith(leaf) ?? false;
const inCategory = (key: string): Check => (product) => product.category === key;
const bySupplier = (name: string): Check => (product) => product.supplier.name === name;
const titled = (pattern: RegExp): Check => (product) => pattern.test(product.title.nb);
const both = (a: Check, b: Check): Check => (product) => a(product) && b(product);

/** [query, what the first `count` results must all be, count] */
export const EXPECTATIONS: Array<[string, Check, number]> = [
  // SKUs: exact first, then SKUs starting with what was typed.
  ['OPT-B4Z-34', (p) => p.skuId === 'OPT-B4Z-34', 1],
  ['opt b4z 34', (p) => p.skuId === 'OPT-B4Z-34', 1],
  ['optb4z34', (p) => p.skuId === 'OPT-B4Z-34', 1],
  ['OPT-B4Z', (p) => p.skuId.startsWith('OPT-B4Z'), 2],
  ['ds-2cd2043', (p) => p.skuId === 'DS-2CD2043G2-I', 1],
  // Norwegian and English stemming.
  ['kameraer', inCategory('kameraovervakning'), 20],
  ['kamera', inCategory('kameraovervakning'), 20],
  ['cameras', inCategory('kameraovervakning'), 20],
  ['kameraovervåkning', inCategory('kameraovervakning'), 20],
  ['røykvarslere', inLeaf('roykvarslere'), 10],
  ['smoke alarms', inLeaf('roykvarslere'), 10],
  ['batterier', inLeaf('batterier'), 10],
  ['batteries', inLeaf('batterier'), 10],
  ['brannslukker', inLeaf('brannslukkere'), 5],
  // Typos.
  ['hikvison', bySupplier('Hikvision'), 1],
  ['hikvision kamera', bySupplier('Hikvision'), 1],
  ['axsi dome', bySupplier('Axis Communications'), 1],
  ['nordvkat', bySupplier('Nordvakt'), 10],
  ['pir detecter', inLeaf('pir-detektorer'), 10],
  ['glasknusdetektor', inLeaf('glassknusdetektorer'), 5],
  ['magnetlas', inLeaf('magnetlaser'), 10],
  // Several words: all of them matter.
  ['magnetic lock', inLeaf('magnetlaser'), 10],
  ['poe svitsj', inLeaf('poe-svitsjer'), 10],
  ['poe switch', inLeaf('poe-svitsjer'), 10],
  ['4mp bullet', both(inLeaf('bullet-kameraer'), titled(/\b4 MP\b/)), 10],
  ['dome kamera 4 mp', both(inLeaf('dome-kameraer'), titled(/\b4 MP\b/)), 5],
  ['sirene utendørs', inLeaf('utendors-sirener'), 10],
  ['adresserbar brannsentral', inLeaf('adresserbare-sentraler'), 10],
  ['nvr 16 kanaler', both(inLeaf('nvr-opptakere'), titled(/16-kanals/)), 5],
  ['harddisk 4tb', both(inLeaf('harddisker'), titled(/4 TB/)), 3],
  ['dørstasjon', inLeaf('dorstasjoner'), 10],
  ['rfid leser', inLeaf('rfid-lesere'), 10],
  ['aurora vision dome', both(bySupplier('Aurora Vision'), titled(/dome/)), 5],
  // Compounds: a word inside a longer one.
  ['alarmsentral', inCategory('innbruddsalarm'), 10],
  ['varsler', inCategory('brannprodukter'), 10],
];
