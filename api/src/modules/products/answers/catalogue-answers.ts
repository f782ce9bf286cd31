import type { Catalog, ProductRecord } from '../catalog';
import { BoundedTexts } from './bounded-texts';
import { type ListText, joinItems } from './list-text';

/** Writes a value through a route's response schema (fast-json-stringify). */
export type Serialise = (value: unknown) => string;

/**
 * Characters of product JSON kept per shape (public or priced, list item or detail): about 16 MB
 * at one byte a character (most catalogue text), 32 MB at most. Enough for every list item of a
 * 30,000-product catalogue, and for the detail pages people open most of a larger one.
 */
const PRODUCT_TEXT_BUDGET = 16_000_000;

/**
 * The serialised answers of one catalogue snapshot. A snapshot never changes (an import builds a
 * new one), so each product is written through its response schema once per shape and its JSON
 * reused by every list, search and detail answer; whole lists are joined once and cut into pages.
 * Everything here is dropped with the snapshot.
 */
export class CatalogueAnswers {
  private readonly products = new Map<string, BoundedTexts<ProductRecord>>();
  private readonly lists = new Map<string, ListText>();
  private readonly texts = new Map<string, string>();

  /** One product's JSON in a shape, e.g. 'product:item' or 'productUser:detail'. */
  product(shape: string, product: ProductRecord, serialise: Serialise): string {
    let texts = this.products.get(shape);
    if (!texts) {
      texts = new BoundedTexts<ProductRecord>(PRODUCT_TEXT_BUDGET);
      this.products.set(shape, texts);
    }
    return texts.get(product, () => serialise(product));
  }

  /** A JSON array of products, each item written once per snapshot. */
  array(shape: string, products: readonly ProductRecord[], serialise: Serialise): string {
    let text = '[';
    for (let i = 0; i < products.length; i += 1) {
      if (i > 0) text += ',';
      text += this.product(shape, products[i] as ProductRecord, serialise);
    }
    return `${text}]`;
  }

  /** A whole list (a category, all products, the featured ones), joined once per snapshot. */
  list(shape: string, key: string, products: readonly ProductRecord[], serialise: Serialise): ListText {
    const id = `${shape}|${key}`;
    let list = this.lists.get(id);
    if (!list) {
      // Not through the bounded product texts: thousands of items read once would push out the hot ones.
      list = joinItems(products.map((product) => serialise(product)));
      this.lists.set(id, list);
    }
    return list;
  }

  /** Any other answer that depends only on the snapshot (menu, suppliers, banners). */
  text(key: string, make: () => string): string {
    let text = this.texts.get(key);
    if (text === undefined) {
      text = make();
      this.texts.set(key, text);
    }
    return text;
  }
}

const bySnapshot = new WeakMap<Catalog, CatalogueAnswers>();

export function answersFor(catalog: Catalog): CatalogueAnswers {
  let answers = bySnapshot.get(catalog);
  if (!answers) {
    answers = new CatalogueAnswers();
    bySnapshot.set(catalog, answers);
  }
  return answers;
}
