import { mergePositions } from '../merge-positions';
import { SearchCache } from './search-cache';
import { SkuKeys } from './sku-keys';
import { bestOf } from './top-k';

describe('bestOf', () => {
  it('gives the same head as a full sort, for every k', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const items = Array.from({ length: 500 }, (_, index) => ({ score: Math.floor(random() * 20), index }));
    const compare = (a: { score: number; index: number }, b: { score: number; index: number }) => b.score - a.score || a.index - b.index;
    const sorted = [...items].sort(compare);
    for (const k of [0, 1, 2, 24, 100, 499, 500, 600]) expect(bestOf(items, k, compare)).toEqual(sorted.slice(0, k));
  });
});

describe('SkuKeys', () => {
  const keys = new SkuKeys(['ds2cd2043', 'ds2cd2143', 'ds2cd', 'opt100', 'ds']);

  it('finds the SKU equal to the key first, then those that begin with it', () => {
    expect(keys.matches('ds2cd')).toEqual([
      { doc: 2, tier: 0 },
      { doc: 0, tier: 1 },
      { doc: 1, tier: 1 },
    ]);
  });

  it('matches short keys only exactly, and nothing for an empty key', () => {
    expect(keys.matches('ds')).toEqual([{ doc: 4, tier: 0 }]);
    expect(keys.matches('op')).toEqual([]);
    expect(keys.matches('')).toEqual([]);
  });
});

describe('SearchCache', () => {
  it('computes a query once, serves shorter pages from a longer answer, and the whole once known', () => {
    const calls: Array<number | undefined> = [];
    const cache = new SearchCache<number>();
    const compute = (limit?: number) => {
      calls.push(limit);
      const all = [5, 4, 3, 2, 1];
      return limit === undefined ? all : all.slice(0, limit);
    };
    expect(cache.get('q', 3, compute)).toEqual([5, 4, 3]);
    expect(cache.get('q', 2, compute)).toEqual([5, 4]);
    expect(cache.get('q', undefined, compute)).toEqual([5, 4, 3, 2, 1]);
    expect(cache.get('q', 4, compute)).toEqual([5, 4, 3, 2]);
    expect(calls).toEqual([3, undefined]);
  });

  it('knows a short answer is complete', () => {
    let calls = 0;
    const cache = new SearchCache<number>();
    const compute = () => {
      calls += 1;
      return [1];
    };
    cache.get('q', 24, compute);
    expect(cache.get('q', undefined, compute)).toEqual([1]);
    expect(calls).toBe(1);
  });

  it('forgets the least recently used searches beyond its bounds', () => {
    let calls = 0;
    const cache = new SearchCache<number>(2, 100);
    const compute = () => {
      calls += 1;
      return [1, 2];
    };
    cache.get('a', undefined, compute);
    cache.get('b', undefined, compute);
    cache.get('a', undefined, compute);
    cache.get('c', undefined, compute); // pushes out b, the least recently used
    cache.get('a', undefined, compute);
    expect(calls).toBe(3);
    cache.get('b', undefined, compute);
    expect(calls).toBe(4);
  });
});

describe('mergePositions', () => {
  const lists = [
    [1, 4, 9],
    [2, 4, 7, 9, 12],
    [0, 12],
  ];

  it('merges ascending lists into one, each position once', () => {
    expect(mergePositions(lists, 13)).toEqual([0, 1, 2, 4, 7, 9, 12]);
    for (const limit of [0, 1, 3, 7, 20]) expect(mergePositions(lists, 13, limit)).toEqual([0, 1, 2, 4, 7, 9, 12].slice(0, limit));
  });

  it('answers a single list as it is', () => {
    expect(mergePositions([[3, 5]], 6)).toEqual([3, 5]);
    expect(mergePositions([[3, 5]], 6, 1)).toEqual([3]);
    expect(mergePositions([], 6)).toEqual([]);
  });
});
