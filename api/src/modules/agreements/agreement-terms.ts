import { fromOre, toOre } from '@shop/shared/contracts';
import type { PriceFields } from '../catalog';

/**
 * One organisation's price agreement, as held in memory. Percentages are percent off the list
 * price (0 < p < 100, two decimals at most); net prices are whole øre excluding VAT.
 */
export interface AgreementTerms {
  netPricesOre: ReadonlyMap<string, number>;
  supplierDiscounts: ReadonlyMap<string, number>;
  /** By top-level menu id (e.g. `kameraovervakning`). */
  categoryDiscounts: ReadonlyMap<string, number>;
}

/** What the agreement reads of a product: the catalogue's record has more. */
export interface ListPricedProduct {
  skuId: string;
  price: number;
  supplier: { id: string };
  /** Menu ids from the top-level category down; the first is the one category discounts name. */
  categoryPath: readonly string[];
}

export type TermKind = 'sku' | 'supplier' | 'category';

export interface AgreedPrice {
  priceOre: number;
  /** Percent off the list price, as the product answers carry it (spec §3 `discount.percentage`). */
  percentage: number;
  /** Which term set it. */
  kind: TermKind;
}

/** Percent, rounded to two decimals: 12.345 → 12.35. */
const roundPercent = (percent: number) => Math.round(percent * 100) / 100;

/**
 * The price one organisation pays for a product, or undefined when its agreement says nothing of
 * it (the list price holds). The most specific term wins: a net price for the SKU, else a discount
 * on the product's supplier, else a discount on its top-level category. A supplier term beats a
 * category term whichever is larger: a supplier agreement is negotiated for that maker's products
 * and names them more narrowly than a whole product area does.
 *
 * An agreement never makes a product dearer than the list price: a net price at or above it (the
 * list price may have fallen since the agreement was made) leaves the list price.
 */
export function agreedPrice(terms: AgreementTerms, product: ListPricedProduct): AgreedPrice | undefined {
  const listOre = toOre(product.price);
  const net = terms.netPricesOre.get(product.skuId);
  if (net !== undefined) {
    if (net >= listOre) return undefined;
    return { priceOre: net, percentage: roundPercent((1 - net / listOre) * 100), kind: 'sku' };
  }
  const supplier = terms.supplierDiscounts.get(product.supplier.id);
  const top = product.categoryPath[0];
  const [percentage, kind] =
    supplier !== undefined ? [supplier, 'supplier' as const] : [top === undefined ? undefined : terms.categoryDiscounts.get(top), 'category' as const];
  if (percentage === undefined) return undefined;
  const priceOre = Math.round((listOre * (100 - percentage)) / 100);
  if (priceOre >= listOre) return undefined;
  return { priceOre, percentage, kind };
}

/**
 * The price fields of the product as the organisation sees it: `price` its own, `indicativePrice`
 * the list price and `discount.percentage` what the agreement takes off it, so the cart's "Total
 * discount" (spec §9: (indicativePrice − price) × quantity) is what the agreement saves. Undefined
 * when the agreement says nothing of the product.
 */
export function agreedFields(terms: AgreementTerms, product: ListPricedProduct): Required<PriceFields> | undefined {
  const agreed = agreedPrice(terms, product);
  if (!agreed) return undefined;
  return { price: fromOre(agreed.priceOre), indicativePrice: product.price, discount: { percentage: agreed.percentage } };
}

/** The product with `agreedFields`; the same object when the agreement says nothing of it. */
export function withAgreedPrice<P extends ListPricedProduct & PriceFields>(terms: AgreementTerms, product: P): P {
  const fields = agreedFields(terms, product);
  return fields === undefined ? product : { ...product, ...fields };
}
