import { useEffect, useState } from 'react';

export const loadSwiperTrack = () => import(/* webpackChunkName: "swiper-track" */ './swiper-track');

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Spec §7: no prefetch offline, on 2g connections or in data-saver mode. */
function mayPrefetch(): boolean {
  if (typeof navigator === 'undefined' || !navigator.onLine) return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
}

/** Spec §9: the idle prefetch waits at most 2000 ms for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Whether the carousel should run on swiper yet. Its code (about 26 KB gzip) is not part of the
 * page's first load: a visitor who never touches the carousel does not need it. It is fetched when
 * the browser is idle after the page has loaded (unless the prefetch rules of spec §7 say no), and
 * at once when someone reaches for the carousel (pointer, touch, focus or an arrow).
 */
export function useSwiperWhenWanted(): { wanted: boolean; want: () => void } {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted || !mayPrefetch()) return undefined;
    // Safari has no requestIdleCallback: a timer of the same bound stands in.
    const idle = 'requestIdleCallback' in window;
    const whenIdle = (callback: () => void) => (idle ? window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(callback, IDLE_TIMEOUT_MS));
    const cancelIdle = (handle: number) => (idle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
    let handle = 0;
    const afterLoad = () => {
      handle = whenIdle(() => setWanted(true));
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      if (handle) cancelIdle(handle);
    };
  }, [wanted]);
  return { wanted, want: () => setWanted(true) };
}
