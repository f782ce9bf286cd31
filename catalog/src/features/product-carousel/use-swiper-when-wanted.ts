import { shouldPrefetch, whenIdle } from '@shop/shared';
import { useEffect, useState } from 'react';

export const loadSwiperTakeover = () => import(/* webpackChunkName: "swiper-takeover" */ './swiper-takeover');

/**
 * Whether the carousel should run on swiper yet. Its code (about 26 KB gzip) is not part of the
 * page's first load: a visitor who never touches the carousel does not need it. It is fetched when
 * the browser is idle after the page has loaded (unless the prefetch rules of spec §7 say no), and
 * at once when someone reaches for the carousel (pointer, touch, focus or an arrow).
 */
export function useSwiperWhenWanted(): { wanted: boolean; want: () => void } {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted || !shouldPrefetch()) return undefined;
    let cancelIdle: () => void = () => undefined;
    const afterLoad = () => {
      cancelIdle = whenIdle(() => setWanted(true));
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
