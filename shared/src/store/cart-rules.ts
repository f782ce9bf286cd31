import type { Product } from '../domain/product';
import { isPriced } from '../domain/product';
import { fromOre, toOre } from '../format/money';

/** A line of the cart (spec §3): the product, how many, and the line total in kroner. */
export interface CartLine {
  id: string;
  item: Product;
  quantity: number;
  totalAmount: number;
}

function unitPriceOre(item: Product): number {
  return isPriced(item) ? toOre(item.price) : 0;
}

function withQuantity(line: CartLine, quantity: number): CartLine {
  return { ...line, quantity, totalAmount: fromOre(unitPriceOre(line.item) * quantity) };
}

/**
 * Adding a product already in the cart raises its quantity by one; otherwise a new line of one
 * (spec §4). A product page may add several at once: `quantity` (a whole number above 0).
 */
export function addProduct(lines: CartLine[], product: Product, quantity = 1): CartLine[] {
  const amount = Math.max(1, Math.trunc(quantity));
  const existing = lines.find((line) => line.id === product.skuId);
  if (existing) return lines.map((line) => (line === existing ? withQuantity(line, line.quantity + amount) : line));
  return [...lines, withQuantity({ id: product.skuId, item: product, quantity: amount, totalAmount: 0 }, amount)];
}

export function increaseQuantity(lines: CartLine[], id: string): CartLine[] {
  return lines.map((line) => (line.id === id ? withQuantity(line, line.quantity + 1) : line));
}

/** Lowers by one, but never below zero (spec §4: only when above 0). */
export function decreaseQuantity(lines: CartLine[], id: string): CartLine[] {
  return lines.map((line) => (line.id === id && line.quantity > 0 ? withQuantity(line, line.quantity - 1) : line));
}

/** Parses an amount typed by a person: an empty amount counts as 0, decimals are cut to an integer. */
export function parseQuantity(amount: string | number): number {
  const parsed = typeof amount === 'number' ? Math.trunc(amount) : Number.parseInt(amount.trim() || '0', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}

export function setQuantity(lines: CartLine[], id: string, amount: string | number): CartLine[] {
  const quantity = parseQuantity(amount);
  return lines.map((line) => (line.id === id ? withQuantity(line, quantity) : line));
}

export function removeLine(lines: CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

/** Replaces each line's product with a fresh copy (e.g. priced after login), keeping quantities. */
export function refreshProducts(lines: CartLine[], products: Product[]): CartLine[] {
  const bySku = new Map(products.map((product) => [product.skuId, product]));
  return lines.map((line) => {
    const fresh = bySku.get(line.id);
    return fresh ? withQuantity({ ...line, item: fresh }, line.quantity) : line;
  });
}

/** Cart length (spec §9): the sum of quantities, shown in the header badge. */
export function cartLength(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export interface CartSums {
  /** Sum of line totals, excluding VAT. */
  total: number;
  vat: number;
  totalIncludingVat: number;
  totalDiscount: number;
}

/** VAT is fixed at 25 % (spec §9); the discount counts only lines whose discount percentage is above 0. */
export function cartSums(lines: CartLine[]): CartSums {
  let totalOre = 0;
  let discountOre = 0;
  for (const line of lines) {
    totalOre += unitPriceOre(line.item) * line.quantity;
    const item = line.item;
    if (isPriced(item) && (item.discount?.percentage ?? 0) > 0) {
      discountOre += (toOre(item.indicativePrice) - toOre(item.price)) * line.quantity;
    }
  }
  return {
    total: fromOre(totalOre),
    vat: fromOre(Math.round(totalOre * 0.25)),
    totalIncludingVat: fromOre(Math.round(totalOre * 1.25)),
    totalDiscount: fromOre(discountOre),
  };
}
