import type { LocalizedText, SpecRow } from '../../modules/catalog';
import type { Random } from './random';

/** One generated model of a family, before a supplier and a price are attached. */
export interface Variant {
  /** Model code: upper-case letters, digits and dashes; becomes part of the SKU and the title. */
  model: string;
  /** What it is, e.g. "4 MP bullet-kamera" / "4 MP bullet camera". */
  name: LocalizedText;
  /** Three to five key figures for the sub-heading. */
  highlights: LocalizedText[];
  specs: SpecRow[];
  /** 0 = the cheap end of the family's price range, 1 = the top. */
  tier: number;
}

/** A kind of product in one leaf of the menu, generating `count` models. */
export interface ProductFamily {
  /** Menu id of the leaf, e.g. "kameraovervakning:ip-kameraer:bullet-kameraer". */
  leaf: string;
  count: number;
  suppliers: readonly string[];
  /** Indicative price range, NOK excluding VAT. */
  price: readonly [number, number];
  /** One sentence on what the product is for (first line of the description). */
  purpose: LocalizedText;
  variant(random: Random): Variant;
}

/** Scales a choice's position in its list to a 0…1 tier. */
export function tierOf<T>(items: readonly T[], item: T): number {
  return items.length <= 1 ? 0.5 : items.indexOf(item) / (items.length - 1);
}
