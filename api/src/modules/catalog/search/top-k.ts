/**
 * The best `k` items in order, as the head of `items.sort(compare)` would give them, in
 * O(n log k): a page of search results needs its 24 best, not all matches sorted.
 * `compare` must be a total order (ties broken), or the head could differ from the full sort.
 */
export function bestOf<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  // A heap whose root is the worst of the best found so far.
  const heap: T[] = [];
  const worse = (i: number, j: number) => compare(heap[i] as T, heap[j] as T) > 0;
  const swap = (i: number, j: number) => {
    const item = heap[i] as T;
    heap[i] = heap[j] as T;
    heap[j] = item;
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (compare(item, heap[0] as T) < 0) {
      heap[0] = item;
      for (let i = 0; ; ) {
        const left = 2 * i + 1;
        const right = left + 1;
        let worst = i;
        if (left < heap.length && worse(left, worst)) worst = left;
        if (right < heap.length && worse(right, worst)) worst = right;
        if (worst === i) break;
        swap(i, worst);
        i = worst;
      }
    }
  }
  return heap.sort(compare);
}
