import { useCallback, useEffect, useRef, useState } from 'react';

export interface TrackEdges {
  beginning: boolean;
  end: boolean;
}

/** Whether a scrolled track is at its start or end; a pixel of slack absorbs sub-pixel widths. */
export function edgesOf(scrollLeft: number, clientWidth: number, scrollWidth: number): TrackEdges {
  return { beginning: scrollLeft <= 1, end: scrollLeft + clientWidth >= scrollWidth - 1 };
}

/**
 * A horizontally scrolling list that the arrows move by one item. The browser does the scrolling
 * and snapping (CSS scroll-snap), so touch, trackpad and keyboard work without a carousel library.
 */
export function useScrollTrack<T extends HTMLElement>() {
  const track = useRef<T>(null);
  const [edges, setEdges] = useState<TrackEdges>({ beginning: true, end: false });
  const measure = useCallback(() => {
    const element = track.current;
    if (element) setEdges(edgesOf(element.scrollLeft, element.clientWidth, element.scrollWidth));
  }, []);
  useEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    element.addEventListener('scroll', measure, { passive: true });
    // The observer reports the track's size once at the start, after the browser's own layout.
    // Reading the sizes here instead would force that layout of the whole page inside this task
    // (~40 ms of the front page's load on a desktop CPU).
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (resize) resize.observe(element);
    else measure();
    return () => {
      element.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [measure]);
  const step = useCallback((direction: 1 | -1) => {
    const element = track.current;
    const item = element?.firstElementChild as HTMLElement | null;
    if (!element || !item) return;
    const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
    element.scrollBy({ left: direction * (item.offsetWidth + gap), behavior: 'smooth' });
  }, []);
  return { track, edges, step };
}
