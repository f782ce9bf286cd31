import type { ListText } from './list-text';

/**
 * A priced answer's price fields. They are the last properties of every priced product shape (the
 * kernel's contracts/catalog.ts spreads `pricedProperties` after all others), and the response
 * schemas write properties in their order, so a product's priced JSON ends with them.
 */
export interface PriceFields {
  price: number;
  indicativePrice: number;
  discount?: { percentage: number };
}

const PRICE_KEY = ',"price":';
/** The end of a priced product's JSON, as the schemas write it (numbers never hold `,` `{` `}`). */
const PRICE_TAIL = /^,"price":[^,{}]+,"indicativePrice":[^,{}]+(,"discount":\{"percentage":[^,{}]+\})?\}$/;
const PRICE_KEY_BYTES = Buffer.from(PRICE_KEY);
const OPEN = 0x5b; // [
const COMMA = 0x2c; // ,
const CLOSE = 0x5d; // ]

const notPriced = () => new Error('A priced product answer did not end with its price fields');

/** The end of a priced product's JSON from its price on, as the response schemas write numbers. */
function priceTail(fields: PriceFields): string {
  const discount = fields.discount === undefined ? '' : `,"discount":{"percentage":${fields.discount.percentage}}`;
  return `,"price":${fields.price},"indicativePrice":${fields.indicativePrice}${discount}}`;
}

/**
 * Where the price fields of a product's JSON begin. A `"` inside a JSON string is escaped, so
 * `,"price":` is a property; the last one is the product's own when what follows it is exactly its
 * price fields (a nested object's price, in a public answer without them, is not).
 */
function priceCut(text: string): number {
  const cut = text.lastIndexOf(PRICE_KEY);
  if (cut < 0 || !PRICE_TAIL.test(text.slice(cut))) throw notPriced();
  return cut;
}

/**
 * A product's JSON written at list prices, with its price fields replaced: what the response
 * schema writes for the product at those prices, without writing the rest of it again.
 */
export function repricedText(text: string, fields: PriceFields): string {
  return text.slice(0, priceCut(text)) + priceTail(fields);
}

/**
 * A whole list written at list prices, with the price fields of item i replaced by `fieldsOf(i)`
 * where it answers any: the bytes of every other part are copied as they are.
 */
export function repricedList(list: ListText, fieldsOf: (index: number) => PriceFields | undefined): ListText {
  const count = list.bounds.length / 2;
  const cuts = new Int32Array(count);
  const tails: (string | undefined)[] = new Array(count);
  let total = 2 + Math.max(count - 1, 0);
  for (let i = 0; i < count; i += 1) {
    const start = list.bounds[2 * i] as number;
    const end = list.bounds[2 * i + 1] as number;
    const fields = fieldsOf(i);
    if (fields === undefined) {
      cuts[i] = end;
      total += end - start;
      continue;
    }
    const cut = list.body.lastIndexOf(PRICE_KEY_BYTES, end - PRICE_KEY_BYTES.length);
    if (cut < start || !PRICE_TAIL.test(list.body.toString('latin1', cut, end))) throw notPriced();
    const tail = priceTail(fields);
    cuts[i] = cut;
    tails[i] = tail;
    total += cut - start + tail.length; // the tail is ASCII: a byte a character
  }
  const body = Buffer.allocUnsafe(total);
  const bounds = new Int32Array(count * 2);
  body[0] = OPEN;
  let offset = 1;
  for (let i = 0; i < count; i += 1) {
    if (i > 0) body[offset++] = COMMA;
    bounds[2 * i] = offset;
    offset += list.body.copy(body, offset, list.bounds[2 * i], cuts[i]);
    const tail = tails[i];
    if (tail !== undefined) offset += body.write(tail, offset, 'latin1');
    bounds[2 * i + 1] = offset;
  }
  body[offset] = CLOSE;
  return { body, bounds };
}
