/**
 * Catalogue positions under any of several menu ids, in catalogue order and each once (a parent
 * and its child overlap), at most `limit` of them. Each list is ascending, so a page needs only
 * its first items of each list rather than all of them sorted.
 */
export function mergePositions(lists: ReadonlyArray<ArrayLike<number>>, catalogSize: number, limit?: number): number[] {
  if (lists.length === 1 && limit === undefined) return Array.from(lists[0] as ArrayLike<number>);
  if (limit === undefined) {
    // The whole union: mark and collect, one pass over the catalogue.
    const marked = new Uint8Array(catalogSize);
    for (const list of lists) for (let i = 0; i < list.length; i += 1) marked[list[i] as number] = 1;
    const result: number[] = [];
    for (let position = 0; position < catalogSize; position += 1) if (marked[position] === 1) result.push(position);
    return result;
  }
  const heads = new Array<number>(lists.length).fill(0);
  const result: number[] = [];
  while (result.length < limit) {
    let next = -1;
    for (let l = 0; l < lists.length; l += 1) {
      const list = lists[l] as ArrayLike<number>;
      const head = heads[l] as number;
      if (head < list.length && (next === -1 || (list[head] as number) < next)) next = list[head] as number;
    }
    if (next === -1) break;
    result.push(next);
    // Step past `next` in every list that has it.
    for (let l = 0; l < lists.length; l += 1) {
      const list = lists[l] as ArrayLike<number>;
      if ((heads[l] as number) < list.length && list[heads[l] as number] === next) heads[l] = (heads[l] as number) + 1;
    }
  }
  return result;
}
