import type { LeadTimeRow, ProductRow } from '../../modules/catalog';
import { type Random, createRandom } from './random';

/** The demo distributor's warehouses: the codes migration 070 creates. */
export const DEMO_WAREHOUSES = ['oslo', 'bergen', 'trondheim'] as const;

/**
 * How likely a stocked product is on the shelf in each warehouse: Oslo is the central
 * warehouse, Bergen and Trondheim carry the faster-moving half of the range.
 */
const SHELF_CHANCE: Record<(typeof DEMO_WAREHOUSES)[number], number> = { oslo: 0.85, bergen: 0.5, trondheim: 0.4 };
/** Lead times the suppliers quote, in working days: a Norwegian agent, a Nordic depot, the factory. */
const LEAD_TIMES: readonly LeadTimeRow[] = [
  { minDays: 2, maxDays: 3 },
  { minDays: 3, maxDays: 5 },
  { minDays: 5, maxDays: 7 },
  { minDays: 7, maxDays: 10 },
  { minDays: 10, maxDays: 15 },
  { minDays: 15, maxDays: 20 },
];

/**
 * Stock and lead times for the demo catalogue: about seven in ten products on a shelf somewhere
 * (some only in one warehouse, cheap parts by the dozen, recorders by the few), about one in
 * four ordered in with a lead time, and a few neither stocked nor orderable. A generator of its
 * own, so the catalogue's SKUs and prices come out as they always have.
 */
export function addDemoAvailability(products: ProductRow[], seed: number): void {
  const random = createRandom(seed ^ 0x5a0c);
  for (const product of products) {
    const roll = random.next();
    if (roll < 0.7) {
      product.stock = shelfStock(random, product.price);
      // Most stocked goods can be ordered in beyond what is on the shelf.
      product.leadTime = random.chance(0.8) ? random.pick(LEAD_TIMES) : null;
    } else if (roll < 0.95) {
      product.stock = emptyStock();
      product.leadTime = random.pick(LEAD_TIMES);
    } else {
      product.stock = emptyStock();
      product.leadTime = null;
    }
  }
}

function emptyStock(): Record<string, number> {
  return Object.fromEntries(DEMO_WAREHOUSES.map((code) => [code, 0]));
}

function shelfStock(random: Random, price: number): Record<string, number> {
  const most = price < 500 ? 120 : price < 3000 ? 30 : 8;
  const stock = emptyStock();
  for (const code of DEMO_WAREHOUSES) if (random.chance(SHELF_CHANCE[code])) stock[code] = random.int(1, most);
  // Stocked means on some shelf: the central warehouse when the draws left every one empty.
  if (Object.values(stock).every((quantity) => quantity === 0)) stock.oslo = random.int(1, most);
  return stock;
}
