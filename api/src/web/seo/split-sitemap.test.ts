import fc from 'fast-check';
import { PROTOCOL_LIMITS, splitSitemap } from './split-sitemap';

describe('splitting a sitemap into files', () => {
  it('keeps everything in one file while it fits', () => {
    expect(splitSitemap([10, 10, 10], 20, { maxUrls: 3, maxBytes: 50 })).toEqual([{ start: 0, end: 3 }]);
  });

  it('starts a new file after maxUrls elements', () => {
    expect(splitSitemap([1, 1, 1, 1, 1, 1, 1], 0, { maxUrls: 3, maxBytes: 1000 })).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 6 },
      { start: 6, end: 7 },
    ]);
  });

  it('starts a new file before the bytes, frame included, would pass maxBytes', () => {
    // 20 bytes of frame: 20 + 10 + 15 = 45 fits 50, a further 10 would not; 20 + 30 fills a file exactly.
    expect(splitSitemap([10, 15, 10, 30, 5], 20, { maxUrls: 100, maxBytes: 50 })).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 3 },
      { start: 3, end: 4 },
      { start: 4, end: 5 },
    ]);
  });

  it('writes one empty file when there is nothing to list', () => {
    expect(splitSitemap([], 20, PROTOCOL_LIMITS)).toEqual([{ start: 0, end: 0 }]);
  });

  it('refuses an element that cannot fit a file of its own', () => {
    expect(() => splitSitemap([5, 31], 20, { maxUrls: 10, maxBytes: 50 })).toThrow(RangeError);
  });

  it('uses the protocol’s limits: 50,000 URLs and 50 MB', () => {
    expect(PROTOCOL_LIMITS).toEqual({ maxUrls: 50_000, maxBytes: 52_428_800 });
    expect(splitSitemap(new Array<number>(100_001).fill(400), 200, PROTOCOL_LIMITS)).toEqual([
      { start: 0, end: 50_000 },
      { start: 50_000, end: 100_000 },
      { start: 100_000, end: 100_001 },
    ]);
  });

  it('covers every element once, in order, within the limits, in as few files as a greedy cut makes', () => {
    const limits = fc.record({ maxUrls: fc.integer({ min: 1, max: 8 }), maxBytes: fc.integer({ min: 40, max: 200 }) });
    fc.assert(
      fc.property(limits, fc.integer({ min: 0, max: 20 }), fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 60 }), (limit, frame, sizes) => {
        const files = splitSitemap(sizes, frame, limit);
        expect(files[0]?.start).toBe(0);
        expect(files.at(-1)?.end).toBe(sizes.length);
        files.forEach((file, index) => {
          if (index > 0) expect(file.start).toBe(files[index - 1]?.end);
          const bytes = frame + sizes.slice(file.start, file.end).reduce((sum, size) => sum + size, 0);
          expect(file.end - file.start).toBeLessThanOrEqual(limit.maxUrls);
          expect(bytes).toBeLessThanOrEqual(limit.maxBytes);
          // Greedy: a file other than the last could not have taken its successor's first element.
          if (index < files.length - 1) {
            const next = sizes[file.end] as number;
            expect(file.end - file.start === limit.maxUrls || bytes + next > limit.maxBytes).toBe(true);
          }
        });
      }),
    );
  });
});
