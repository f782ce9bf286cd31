import { shouldPrefetch, whenIdle } from '@shop/shared';
import { useEffect, useState } from 'react';

export const loadSwiperTrack = () => import(/* webpackChunkName: "swiper-track" */ './swiper-track');

/**
 * Whether the carousel should run on swiper yet. Its code (about 26 KB gzip) is not part of the
 * page's first load: a visitor who never touches the carousel does not need it. The code is
 * fetched when the browser is idle after the page has loaded (unless the prefetch rules of spec §7
 * say no), but swiper only takes the carousel over when someone reaches for it (pointer, touch,
 * focus or an arrow): setting swiper up measures and lays out every slide, and done on its own
 * while the page opens that was a long task a phone's visitor waited through for nothing.
 */
export function useSwiperWhenWanted(): { wanted: boolean; want: () => void } {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted || !shouldPrefetch()) return undefined;
    let cancelIdle: () => void = () => undefined;
    const afterLoad = () => {
      cancelIdle = whenIdle(() => void loadSwiperTrack());
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
