/** A JSON array written once, with where each item starts and ends, so any page is cut from it. */
export interface ListText {
  text: string;
  /** Start and end offset of item i at 2i and 2i + 1. */
  bounds: Int32Array;
}

export function joinItems(items: readonly string[]): ListText {
  const bounds = new Int32Array(items.length * 2);
  let offset = 1;
  items.forEach((item, index) => {
    bounds[2 * index] = offset;
    bounds[2 * index + 1] = offset + item.length;
    offset += item.length + 1;
  });
  return { text: `[${items.join(',')}]`, bounds };
}

/** The items from `offset`, at most `limit` of them (all when undefined), as a JSON array. */
export function pageOfList(list: ListText, offset: number, limit?: number): string {
  const count = list.bounds.length / 2;
  const end = Math.min(count, limit === undefined ? count : offset + limit);
  if (offset === 0 && end === count) return list.text;
  if (offset >= end) return '[]';
  return `[${list.text.slice(list.bounds[2 * offset], list.bounds[2 * (end - 1) + 1])}]`;
}
