/**
 * A JSON array encoded to UTF-8 once, with the byte offsets where each item starts and ends, so
 * any page is cut from it. Bytes rather than a string: a whole category of a large catalogue is
 * tens of megabytes, which as a string would be encoded again for every answer (and held at two
 * bytes a character as soon as one item has a character beyond Latin-1, such as "–").
 */
export interface ListText {
  body: Buffer;
  /** Start and end byte offset of item i at 2i and 2i + 1. */
  bounds: Int32Array;
}

const OPEN = 0x5b; // [
const COMMA = 0x2c; // ,
const CLOSE = 0x5d; // ]
const EMPTY = Buffer.from('[]');

/** Writes the items straight into one buffer: no joined string of the whole list is made. */
export function joinItems(items: readonly string[]): ListText {
  const bounds = new Int32Array(items.length * 2);
  const sizes = items.map((item) => Buffer.byteLength(item));
  const total = sizes.reduce((sum, size) => sum + size, 0) + Math.max(items.length - 1, 0) + 2;
  const body = Buffer.allocUnsafe(total);
  body[0] = OPEN;
  let offset = 1;
  items.forEach((item, index) => {
    if (index > 0) body[offset++] = COMMA;
    bounds[2 * index] = offset;
    offset += body.write(item, offset);
    bounds[2 * index + 1] = offset;
  });
  body[offset] = CLOSE;
  return { body, bounds };
}

/** The byte range of the items from `offset`, at most `limit` of them; null when there are none. */
function itemRange(list: ListText, offset: number, limit?: number): [number, number] | null {
  const count = list.bounds.length / 2;
  const end = Math.min(count, limit === undefined ? count : offset + limit);
  if (offset >= end) return null;
  return [list.bounds[2 * offset] as number, list.bounds[2 * (end - 1) + 1] as number];
}

/** How many bytes `pageOfList` answers, without cutting the page. */
export function pageBytes(list: ListText, offset: number, limit?: number): number {
  const range = itemRange(list, offset, limit);
  return range ? range[1] - range[0] + 2 : EMPTY.length;
}

/** The items from `offset`, at most `limit` of them (all when undefined), as a JSON array. */
export function pageOfList(list: ListText, offset: number, limit?: number): Buffer {
  const range = itemRange(list, offset, limit);
  if (!range) return EMPTY;
  if (range[0] === 1 && range[1] === list.body.length - 1) return list.body;
  const page = Buffer.allocUnsafe(range[1] - range[0] + 2);
  page[0] = OPEN;
  list.body.copy(page, 1, range[0], range[1]);
  page[page.length - 1] = CLOSE;
  return page;
}
