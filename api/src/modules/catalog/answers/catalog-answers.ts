import type { Catalog, ProductRecord } from '../catalog';
import type { Encoding } from '../../../infra/http/compression';
import { BoundedTexts } from './bounded-texts';
import { CompressedAnswers } from './compressed-answers';
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
 * Bytes of compressed whole-list answers kept per snapshot (br and gzip, public and priced). A
 * category of the benchmark's 100,000-product catalogue is 13–17 MB as JSON and under 1 MB
 * compressed; a real catalogue repeats itself less and compresses perhaps to a tenth. Either way
 * this holds the categories people open in both encodings and on both sides; the least
 * asked-for leave first.
 */
const COMPRESSED_BUDGET = 64_000_000;

/**
 * The serialised answers of one catalogue snapshot. A snapshot never changes (an import builds a
 * new one), so each product is written through its response schema once per shape and its JSON
 * reused by every list, search and detail answer; whole lists are encoded once (UTF-8 bytes), cut
 * into pages and compressed once per encoding. Everything here is dropped with the snapshot.
 */
export class CatalogAnswers {
  private readonly products = new Map<string, BoundedTexts<ProductRecord>>();
  private readonly lists = new Map<string, ListText>();
  private readonly texts = new Map<string, string>();
  private readonly compressedAnswers: CompressedAnswers;

  /** `share`: the part of the budgets this one keeps (one customer's prices keep less than everyone's). */
  constructor(private readonly share = 1) {
    this.compressedAnswers = new CompressedAnswers(COMPRESSED_BUDGET * share);
  }

  /** One product's JSON in a shape, e.g. 'product:item' or 'productUser:detail'. */
  product(shape: string, product: ProductRecord, serialise: Serialise): string {
    let texts = this.products.get(shape);
    if (!texts) {
      texts = new BoundedTexts<ProductRecord>(PRODUCT_TEXT_BUDGET * this.share);
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
    // Not through the bounded product texts: thousands of items read once would push out the hot ones.
    return this.keptList(shape, key, () => joinItems(products.map((product) => serialise(product))));
  }

  /** A whole list made by `make` once per snapshot (a customer's, from the list-price one). */
  keptList(shape: string, key: string, make: () => ListText): ListText {
    const id = `${shape}|${key}`;
    let list = this.lists.get(id);
    if (!list) {
      list = make();
      this.lists.set(id, list);
    }
    return list;
  }

  /** An answer compressed once for every request that takes `encoding`; `key` must name all it depends on. */
  compressed(key: string, encoding: Encoding, body: () => Buffer): Promise<Buffer> {
    return this.compressedAnswers.get(key, encoding, body);
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

const bySnapshot = new WeakMap<Catalog, CatalogAnswers>();

export function answersFor(catalog: Catalog): CatalogAnswers {
  let answers = bySnapshot.get(catalog);
  if (!answers) {
    answers = new CatalogAnswers();
    bySnapshot.set(catalog, answers);
  }
  return answers;
}
