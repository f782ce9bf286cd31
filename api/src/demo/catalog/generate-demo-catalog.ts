import type { CatalogRows, ProductRow } from '../../modules/catalog';
import { addDemoAvailability } from './demo-availability';
import { demoBannerRows } from './demo-banners';
import { demoMenuRows } from './demo-menu';
import { demoSupplier, demoSupplierRows } from './demo-suppliers';
import { ACCESS_FAMILIES } from './access/access-families';
import { CAMERA_FAMILIES } from './camera/camera-families';
import { FIRE_FAMILIES } from './fire/fire-families';
import { INTRUDER_FAMILIES } from './intruder/intruder-families';
import type { ProductFamily } from './product-family';
import { type Random, createRandom } from './random';
import { capitalise, join, t } from './text';

/** The demo shop's seed: change it and every SKU changes, so don't. */
export const DEMO_SEED = 2020;
const FEATURED_PER_CATEGORY = 3;

const FAMILIES: readonly ProductFamily[] = [...INTRUDER_FAMILIES, ...CAMERA_FAMILIES, ...FIRE_FAMILIES, ...ACCESS_FAMILIES];

const CLOSINGS = [
  t('Leveres med monteringsmateriell og brukerveiledning på norsk.', 'Supplied with mounting hardware and a user guide in Norwegian.'),
  t('Produktet har tre års garanti gjennom oss som distributør.', 'The product carries a three-year warranty through us as distributor.'),
  t('Teknisk støtte på norsk er inkludert.', 'Technical support in Norwegian is included.'),
  t('Passer like godt i nye anlegg som ved oppgradering av eksisterende.', 'Fits new installations as well as upgrades of existing ones.'),
];

function productImageUrl(sku: string, view = 1): string {
  return view === 1 ? `/api/images/products/${sku}.png` : `/api/images/products/${sku}.png?view=${view}`;
}

/**
 * The demo catalogue: same seed, same rows, on every machine. The rows go through
 * importCatalog like any distributor import would.
 */
export function generateDemoCatalog(seed = DEMO_SEED): CatalogRows {
  const random = createRandom(seed);
  const menuItems = demoMenuRows();
  const menuIds = new Set(menuItems.map((item) => item.id));
  const skus = new Set<string>();
  const products: ProductRow[] = [];
  for (const family of FAMILIES) {
    if (!menuIds.has(family.leaf)) throw new Error(`Product family for unknown menu item ${family.leaf}`);
    for (let i = 0; i < family.count; i += 1) products.push(generateProduct(random, family, skus));
  }
  markFeatured(random, products);
  addDemoAvailability(products, seed);
  return { menuItems, suppliers: demoSupplierRows(), products, banners: demoBannerRows() };
}

function generateProduct(random: Random, family: ProductFamily, skus: Set<string>): ProductRow {
  const supplier = demoSupplier(random.pick(family.suppliers));
  const variant = family.variant(random);
  const sku = uniqueSku(`${supplier.prefix}-${variant.model}`, skus);
  const model = sku.slice(supplier.prefix.length + 1);
  const { price, indicativePrice, discountPercentage } = generatePrice(random, family.price, variant.tier);
  const imageRoll = random.next();
  const images = imageRoll < 0.08 ? [] : imageRoll < 0.3 ? [productImageUrl(sku), productImageUrl(sku, 2)] : [productImageUrl(sku)];
  return {
    sku,
    title: join([`${supplier.name} ${model} `, variant.name]),
    subHeading: capitalise(join(variant.highlights, ' · ')),
    description: join(
      [
        capitalise(variant.name),
        t(` fra ${supplier.name}. `, ` from ${supplier.name}. `),
        family.purpose,
        t(' Nøkkeltall: ', ' Key figures: '),
        join(variant.highlights, ', '),
        '. ',
        random.pick(CLOSINGS),
      ],
      '',
    ),
    specs: variant.specs,
    supplierId: supplier.id,
    categoryPath: family.leaf,
    price,
    indicativePrice,
    discountPercentage,
    images,
    featuredRank: null,
  };
}

function uniqueSku(candidate: string, skus: Set<string>): string {
  let sku = candidate;
  for (let n = 2; skus.has(sku); n += 1) sku = `${candidate}-${n}`;
  skus.add(sku);
  return sku;
}

/** A list price like 249, 1 490 or 12 990; about a quarter of the products sell below it. */
function generatePrice(random: Random, [min, max]: readonly [number, number], tier: number) {
  const position = Math.min(1, Math.max(0, tier * 0.75 + random.next() * 0.25));
  const raw = min + (max - min) * position;
  const indicativePrice = raw < 1000 ? Math.round(raw / 10) * 10 - 1 : Math.round(raw / 100) * 100 - 10;
  if (!random.chance(0.28)) return { price: indicativePrice, indicativePrice, discountPercentage: null };
  const discountPercentage = random.pick([5, 10, 15, 20, 25, 30]);
  const price = Math.round(indicativePrice * (100 - discountPercentage)) / 100;
  return { price, indicativePrice, discountPercentage };
}

// Cameras photograph best, so the front-page carousel opens with one.
const FEATURED_ORDER = ['kameraovervakning', 'innbruddsalarm', 'brannprodukter', 'adgangskontroll'];
// Headline products only: nobody features a bracket or a battery on the front page.
const FEATURED_LEAVES = /:(ip-kameraer|nvr-opptakere|sentralapparater|dual-tech|beroringspaneler|roykvarslere|brannsentraler|multisensor|kortlesere|dorstasjoner|motorlaser)/;

/** Three pictured products per category, ranked round-robin so the carousel mixes categories. */
function markFeatured(random: Random, products: ProductRow[]): void {
  const picks = FEATURED_ORDER.map((category) =>
    random.sample(
      products.filter(
        (product) =>
          product.categoryPath.startsWith(`${category}:`) && FEATURED_LEAVES.test(product.categoryPath) && product.images.length > 0,
      ),
      FEATURED_PER_CATEGORY,
    ),
  );
  let rank = 1;
  for (let round = 0; round < FEATURED_PER_CATEGORY; round += 1) {
    for (const categoryPicks of picks) {
      const product = categoryPicks[round];
      if (product) product.featuredRank = rank++;
    }
  }
}
