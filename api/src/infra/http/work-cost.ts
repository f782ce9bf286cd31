/**
 * What the work budget (work-budget.ts) counts, in units of about what writing one product into an
 * answer costs. A request is charged by its work, whatever its shape: a list with `limit=10000`
 * like the whole list, 500 products by SKU like 500 products in a list, 500 lines priced like 500
 * lines. Measured with `npm run bench:floods` (api/README.md, "Work budget").
 */
export const WORK_COSTS = {
  /** A product written in an answer: a list, a search, a batch by SKU, a product's page of data. */
  product: 1,
  /** An order line priced (delivery options, an order sent) or read (an order, a page of orders). */
  line: 1,
  /** An order read from the database (a round trip beside its lines). */
  order: 1,
  /** A page rendered on the server (a visitor's page sent again from the cache costs nothing). */
  render: 150,
  /** A picture drawn anew from its SVG (one kept in memory costs nothing). */
  picture: 50,
} as const;

/** Items of a list of `total` an answer of `limit` from `offset` holds: what it is charged before it is written. */
export function itemsAnswered(total: number, { limit, offset = 0 }: { limit?: number | undefined; offset?: number | undefined }): number {
  const fromOffset = Math.max(0, total - offset);
  return limit === undefined ? fromOffset : Math.min(limit, fromOffset);
}

/**
 * The minimum an answer costs: even an empty list or an unknown product is a request read and
 * answered, so nothing asked for is free (a flood of empty searches is counted too).
 */
export const atLeastOne = (units: number): number => Math.max(1, units);
