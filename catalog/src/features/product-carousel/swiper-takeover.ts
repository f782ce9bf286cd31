// Swiper's core and its A11y module: this file and swiper come in a chunk of their own.
import Swiper from 'swiper';
import { A11y } from 'swiper/modules';
import { CAROUSEL_BREAKPOINTS, ITEM_GAP } from './carousel-layout';

export interface TakeoverOptions {
  /** Each item's label, with swiper's own {{index}} and {{slidesLength}} placeholders. */
  slideLabel: string;
  /** Swiper moved or found that everything fits: the arrows follow. */
  onMove: (swiper: Swiper) => void;
}

/**
 * Starts swiper on a carousel's items where they stand (static-track.tsx lays them out in swiper's
 * own markup). Swiper adds its classes, styles and listeners to those elements and replaces none
 * of them: a click or a focus on an item while this runs reaches the item as before, and React
 * keeps rendering the items into the same elements (call `update()` when their number changes).
 */
export function takeOver(container: HTMLElement, { slideLabel, onMove }: TakeoverOptions): Swiper {
  return new Swiper(container, {
    // Of swiper's modules only A11y: focus moving into a card slides it into view, items are labelled.
    modules: [A11y],
    a11y: { slideLabelMessage: slideLabel },
    slidesPerView: 'auto',
    spaceBetween: ITEM_GAP,
    breakpoints: CAROUSEL_BREAKPOINTS,
    watchOverflow: true,
    on: { progress: onMove, lock: onMove, unlock: onMove },
  });
}
