import { startTransition, useEffect, useRef, useState } from 'react';

/** Cards rendered at once: a first screen, then this many more each time the end comes near. */
export const FIRST_BATCH = 24;
export const NEXT_BATCH = 48;
/** Cards rendered with the list itself; the rest of the first screen follows as a transition. */
export const URGENT_BATCH = 6;

/**
 * How many items of a long list to render: the first screen at once, the rest in batches as the
 * reader scrolls towards the end (a sentinel element, watched well ahead of the viewport). A
 * category of 2,000 products so never builds 2,000 cards before showing the first ones.
 */
export function useProgressiveCount(total: number, resetKey: unknown) {
  const [count, setCount] = useState(URGENT_BATCH);
  const sentinel = useRef<HTMLDivElement | null>(null);

  // The cards a phone shows first come with the list; the rest of the first screen is rendered as
  // a transition, which React splits into slices of a few ms instead of one long task.
  useEffect(() => {
    setCount(URGENT_BATCH);
    startTransition(() => setCount(FIRST_BATCH));
  }, [resetKey]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || count >= total) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setCount(total);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setCount((current) => Math.min(total, current + NEXT_BATCH));
      },
      { rootMargin: '1500px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [count, total]);

  return { count: Math.min(count, total), sentinel };
}
