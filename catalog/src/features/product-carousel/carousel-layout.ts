import type { SwiperOptions } from 'swiper/types';

/**
 * Spec §2 product carousel: 2, 3 or 4 items per view on small, medium and large screens. The
 * screen sizes are the framework breakpoints of spec §9 (576, 768 and 992 px), the ones the shop's
 * other grids change at, so the carousel and the product lists below it change together.
 */
const ITEMS_PER_VIEW_FROM: ReadonlyArray<{ minWidth: number; itemsPerView: number }> = [
  { minWidth: 992, itemsPerView: 4 },
  { minWidth: 768, itemsPerView: 3 },
  { minWidth: 576, itemsPerView: 2 },
];

/** Room between two items, in px. */
export const ITEM_GAP = 16;

/**
 * How many items a carousel shows at a window width. 'auto' on extra-small screens: the items keep
 * their own width from the styles (200 px) and as many show as fit.
 */
export function itemsPerView(windowWidth: number): number | 'auto' {
  return ITEMS_PER_VIEW_FROM.find(({ minWidth }) => windowWidth >= minWidth)?.itemsPerView ?? 'auto';
}

/** The same table in swiper's terms: its breakpoints are min-widths of the window. */
export const CAROUSEL_BREAKPOINTS: NonNullable<SwiperOptions['breakpoints']> = Object.fromEntries(
  ITEMS_PER_VIEW_FROM.map(({ minWidth, itemsPerView: slidesPerView }) => [minWidth, { slidesPerView }]),
);

export interface CarouselEdges {
  /** Nothing before the first item in view: "previous" has nowhere to go. */
  beginning: boolean;
  /** The last item is in view: "next" has nowhere to go. */
  end: boolean;
}

/** Where a carousel stands; one whose items all fit (swiper locks it) is at both ends. */
export function edgesOf(position: { isBeginning: boolean; isEnd: boolean; isLocked: boolean }): CarouselEdges {
  return { beginning: position.isBeginning || position.isLocked, end: position.isEnd || position.isLocked };
}
