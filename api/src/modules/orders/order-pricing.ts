import { ORDER_LIMITS, toOre, vatSums } from '@shop/shared/contracts';
import { badRequest } from '../../infra/http/http-errors';

/** What pricing needs of a product: the catalogue's record has more. */
export interface PricedItem {
  skuId: string;
  title: { nb: string; en: string };
  price: number;
}

interface PricedLine {
  sku: string;
  title: { nb: string; en: string };
  quantity: number;
  unitPriceOre: number;
  lineTotalOre: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** Freight excluding VAT, part of totalOre (addFreight). */
  freightOre: number;
  /** Excluding VAT: the lines and the freight. */
  totalOre: number;
  vatOre: number;
  totalIncludingVatOre: number;
}

/** The most one product may be ordered in one order, over all its lines. */
const MAX_QUANTITY_PER_PRODUCT = ORDER_LIMITS.quantity;
/**
 * The largest amount the orders tables hold (numeric(12, 2)): 9,999,999,999.99 NOK. An order whose
 * total including VAT, or a line whose total, would be more is refused rather than failing its write.
 */
const MAX_AMOUNT_ORE = 999_999_999_999;

const refuse = (field: string, message: string) => badRequest(`${field}: ${message}`, [{ field, message: `${field}: ${message}` }]);

/** Each product's lines add up to at most MAX_QUANTITY_PER_PRODUCT; otherwise the line that passes it is named. */
function checkQuantities(lineItems: ReadonlyArray<{ Quantity: number }>, skus: readonly string[]): void {
  const ordered = new Map<string, number>();
  lineItems.forEach((line, index) => {
    const sku = skus[index] as string;
    const sum = (ordered.get(sku) ?? 0) + line.Quantity;
    ordered.set(sku, sum);
    if (sum > MAX_QUANTITY_PER_PRODUCT) {
      throw refuse(
        `lineItems.${index}.Quantity`,
        `the lines of ${sku} add up to ${sum}; at most ${MAX_QUANTITY_PER_PRODUCT} of one product can be ordered at a time`,
      );
    }
  });
}

/**
 * Prices every line from the catalogue (a client's prices are never read), in whole øre so the sums
 * do not drift. VAT is 25 % of the total, both rounded to the øre (spec §9). Unknown SKUs are a 400
 * naming each line; so are more than MAX_QUANTITY_PER_PRODUCT of one product (over all its lines)
 * and a total beyond what an order can hold.
 */
export function priceOrder(
  lineItems: ReadonlyArray<{ SkuId: string; Quantity: number }>,
  find: (sku: string) => PricedItem | undefined,
): PricedOrder {
  const items = lineItems.map((line) => find(line.SkuId));
  const unknown = lineItems
    .map((line, index) => ({ line, index }))
    .filter(({ index }) => items[index] === undefined)
    .map(({ line, index }) => ({ field: `lineItems.${index}.SkuId`, message: `lineItems.${index}.SkuId: there is no product with SKU ${line.SkuId}` }));
  if (unknown.length > 0) throw badRequest(unknown.map((detail) => detail.message).join('; '), unknown);
  checkQuantities(lineItems, items.map((item) => (item as PricedItem).skuId));
  const lines = lineItems.map((line, index) => {
    const item = items[index] as PricedItem;
    const unitPriceOre = toOre(item.price);
    return { sku: item.skuId, title: item.title, quantity: line.Quantity, unitPriceOre, lineTotalOre: unitPriceOre * line.Quantity };
  });
  const totalOre = lines.reduce((sum, line) => sum + line.lineTotalOre, 0);
  const { vatOre, totalIncludingVatOre } = vatSums(totalOre);
  if (totalIncludingVatOre > MAX_AMOUNT_ORE) {
    throw refuse('lineItems', 'the order comes to more than one order can hold (9 999 999 999.99 NOK including VAT); split it into several orders');
  }
  return { lines, freightOre: 0, totalOre, vatOre, totalIncludingVatOre };
}

/** The order with its freight: a line of the sums before VAT, so VAT is 25 % of lines and freight together. */
export function addFreight(priced: PricedOrder, freightOre: number): PricedOrder {
  const totalOre = priced.totalOre - priced.freightOre + freightOre;
  return { ...priced, freightOre, totalOre, ...vatSums(totalOre) };
}
