import type { Product } from '../domain/product';
import { isPriced } from '../domain/product';
import { fromOre, lineDiscountOre, toOre, vatSums } from '../contracts/money';
import { PRODUCT_ID_PATTERN } from '../routes/route-table';

/** A line of the cart (spec §3): the product, how many, and the line total in kroner. */
export interface CartLine {
  id: string;
  /**
   * The product, priced for a logged-in user. Null for a line restored from the browser, which
   * keeps only SKUs and quantities (no prices on a shared computer), until the cart fetches it.
   */
  item: Product | null;
  quantity: number;
  totalAmount: number;
}

/** What the browser keeps of a line: the SKU and how many, nothing the session showed. */
export interface SavedCartLine {
  id: string;
  quantity: number;
}

/** The most one line takes (the API refuses more per SKU). */
const MAX_LINE_QUANTITY = 9999;

function unitPriceOre(item: Product | null): number {
  return item && isPriced(item) ? toOre(item.price) : 0;
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
  // The product as the page showed it is the freshest there is (priced for a logged-in user).
  if (existing) return lines.map((line) => (line === existing ? withQuantity({ ...line, item: product }, line.quantity + amount) : line));
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

/**
 * Replaces each line's product with a fresh copy (priced after login, or fetched for a restored
 * line), keeping quantities; the lines of products the shop no longer has (`gone`) are dropped.
 */
export function refreshProducts(lines: CartLine[], products: Product[], gone: readonly string[] = []): CartLine[] {
  const bySku = new Map(products.map((product) => [product.skuId, product]));
  return lines
    .filter((line) => !gone.includes(line.id))
    .map((line) => {
      const fresh = bySku.get(line.id);
      return fresh ? withQuantity({ ...line, item: fresh }, line.quantity) : line;
    });
}

/** Lines whose product is missing or priced for another session than the current one. */
export function linesToFetch(lines: CartLine[], loggedIn: boolean): CartLine[] {
  return lines.filter((line) => line.item === null || isPriced(line.item) !== loggedIn);
}

/** What the browser keeps of the cart. */
export function savedLines(lines: CartLine[]): SavedCartLine[] {
  return lines.map(({ id, quantity }) => ({ id, quantity }));
}

/**
 * The cart read back from the browser's storage, which anyone can edit: only well-formed SKUs and
 * whole quantities from 1 to 9,999, each SKU once. A product the page already holds for a SKU is
 * kept (another tab changed a quantity); the others are fetched by the cart.
 */
export function restoredLines(saved: unknown, current: CartLine[]): CartLine[] {
  if (!Array.isArray(saved)) return [];
  const known = new Map(current.map((line) => [line.id, line.item]));
  const seen = new Set<string>();
  const lines: CartLine[] = [];
  for (const entry of saved as unknown[]) {
    const { id, quantity } = (entry ?? {}) as Partial<Record<keyof SavedCartLine, unknown>>;
    if (typeof id !== 'string' || !PRODUCT_ID_PATTERN.test(id) || seen.has(id)) continue;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) continue;
    seen.add(id);
    lines.push(withQuantity({ id, item: known.get(id) ?? null, quantity, totalAmount: 0 }, quantity));
  }
  return lines;
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
    if (line.item && isPriced(line.item)) discountOre += lineDiscountOre(line.item, line.quantity);
  }
  const { vatOre, totalIncludingVatOre } = vatSums(totalOre);
  return { total: fromOre(totalOre), vat: fromOre(vatOre), totalIncludingVat: fromOre(totalIncludingVatOre), totalDiscount: fromOre(discountOre) };
}
