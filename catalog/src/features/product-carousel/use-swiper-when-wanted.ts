import { shouldPrefetch, whenIdle } from '@shop/shared';
import { useEffect, useState } from 'react';

export const loadSwiperTakeover = () => import(/* webpackChunkName: "swiper-takeover" */ './swiper-takeover');

/**
 * Whether the carousel should run on swiper yet. Its code (about 26 KB gzip) is not part of the
 * page's first load: it is fetched (and evaluated) when the browser is idle after the page has
 * loaded (unless the prefetch rules of spec §7 say no). Swiper takes the carousel over only when
 * someone reaches for it (pointer, touch, focus or an arrow): started on every page load, its
 * measuring and restyling of the items was a long task (~55 ms at 4x CPU) for visitors who never
 * touch the carousel, which stands at rest in swiper's own layout until then; on first use the code
 * is there and the takeover is one short task before the move.
 */
export function useSwiperWhenWanted(): { wanted: boolean; want: () => void } {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted || !shouldPrefetch()) return undefined;
    let cancelIdle: () => void = () => undefined;
    const afterLoad = () => {
      cancelIdle = whenIdle(() => void loadSwiperTakeover().catch(() => undefined)); // Fetched again when wanted.
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      cancelIdle();
    };
  }, [wanted]);
  return { wanted, want: () => setWanted(true) };
}
