import type { CartLine } from '@shop/shared';
import { fromOre, isPriced, toOre, vatSums, type Product } from '@shop/shared/contracts';

// Everything priced in the cart is worked out here, in whole øre (hundredths of a krone), so sums
// never drift the way binary floating point does (0.1 + 0.2). Prices come from the API in kroner
// and leave this file in kroner: the one place the cart converts between the two.

/** A line of the cart as spec §3 has it: the product (priced after login), how many, and the line total. */
export interface PricedCartLine {
  id: string;
  /** Null until the cart has the product for the current session. */
  item: Product | null;
  quantity: number;
  totalAmount: number;
}

export interface CartSums {
  /** Sum of line totals, excluding VAT. */
  goods: number;
  /** Freight excluding VAT (checkout, once a delivery method is chosen; 0 on the cart page). */
  freight: number;
  /** Goods and freight, excluding VAT. */
  total: number;
  vat: number;
  totalIncludingVat: number;
  totalDiscount: number;
}

const unitPriceOre = (item: Product | null) => (item && isPriced(item) ? toOre(item.price) : 0);

/** The kernel's lines with the cart's products: line total is unit price times quantity (spec §4). */
export function pricedLines(lines: readonly CartLine[], products: Readonly<Record<string, Product>>): PricedCartLine[] {
  return lines.map(({ sku, quantity }) => {
    const item = products[sku] ?? null;
    return { id: sku, item, quantity, totalAmount: fromOre(unitPriceOre(item) * quantity) };
  });
}

/** What a line saves (spec §9): indicative price minus price, times the quantity, only for a product on discount. */
function lineDiscountOre(item: Product | null, quantity: number): number {
  if (!item || !isPriced(item) || (item.discount?.percentage ?? 0) <= 0) return 0;
  return (toOre(item.indicativePrice) - toOre(item.price)) * quantity;
}

/**
 * Spec §9: VAT fixed at 25 %, of the goods and the freight together (freight is a line of the sums
 * before VAT, as the API prices the order); the discount counts only lines whose discount
 * percentage is above 0. With a price agreement the API answers the list price as indicativePrice
 * and the agreement's percentage, so the discount is what the agreement saves.
 */
export function cartSums(lines: readonly PricedCartLine[], freight = 0): CartSums {
  let goodsOre = 0;
  let discountOre = 0;
  for (const line of lines) {
    goodsOre += unitPriceOre(line.item) * line.quantity;
    discountOre += lineDiscountOre(line.item, line.quantity);
  }
  const freightOre = toOre(freight);
  const totalOre = goodsOre + freightOre;
  const { vatOre, totalIncludingVatOre } = vatSums(totalOre);
  return {
    goods: fromOre(goodsOre),
    freight: fromOre(freightOre),
    total: fromOre(totalOre),
    vat: fromOre(vatOre),
    totalIncludingVat: fromOre(totalIncludingVatOre),
    totalDiscount: fromOre(discountOre),
  };
}
