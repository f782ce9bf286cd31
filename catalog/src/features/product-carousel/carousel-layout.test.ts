import { CAROUSEL_BREAKPOINTS, edgesOf, itemsPerView } from './carousel-layout';

describe('product carousel layout (spec §2)', () => {
  it.each([
    [320, 'auto'],
    [575, 'auto'],
    [576, 2],
    [767, 2],
    [768, 3],
    [991, 3],
    [992, 4],
    [1920, 4],
  ])('shows %p px wide windows %p items per view', (width, expected) => {
    expect(itemsPerView(width)).toBe(expected);
  });

  it('gives swiper the same table', () => {
    expect(CAROUSEL_BREAKPOINTS).toEqual({ 576: { slidesPerView: 2 }, 768: { slidesPerView: 3 }, 992: { slidesPerView: 4 } });
  });

  it('disables the arrow towards an end the carousel stands at, and both when all items fit', () => {
    expect(edgesOf({ isBeginning: true, isEnd: false, isLocked: false })).toEqual({ beginning: true, end: false });
    expect(edgesOf({ isBeginning: false, isEnd: false, isLocked: false })).toEqual({ beginning: false, end: false });
    expect(edgesOf({ isBeginning: false, isEnd: true, isLocked: false })).toEqual({ beginning: false, end: true });
    expect(edgesOf({ isBeginning: false, isEnd: false, isLocked: true })).toEqual({ beginning: true, end: true });
  });
});
