import { useCallback, useEffect, useRef, useState } from 'react';

/** Cards rendered at once: a first screen, then this many more each time the end comes near. */
export const FIRST_BATCH = 24;
export const NEXT_BATCH = 48;
/**
 * Cards shown by scrolling alone; beyond them the list's "next page" link shows the next batch.
 * A list that grew without end as the reader scrolled would keep the footer (contact, terms) out
 * of reach on a category of 340 products, and move it away from under a pointer about to click it.
 */
export const SHOWN_BY_SCROLLING = FIRST_BATCH + 2 * NEXT_BATCH;

/**
 * How many items of a long list to render: the first screen at once, the rest in batches as the
 * reader scrolls towards the end (a sentinel element, watched well ahead of the viewport), up to
 * SHOWN_BY_SCROLLING; then a batch each time `showMore` is called. A category of 2,000 products so
 * never builds 2,000 cards before showing the first ones. When
 * everything held is shown and more of the list is to come, `atEnd` asks for it (stable: it is
 * called again when it changes and the end is still near).
 */
export function useProgressiveCount(total: number, resetKey: unknown, atEnd?: () => void) {
  const [count, setCount] = useState(FIRST_BATCH);
  const [countedFor, setCountedFor] = useState(resetKey);
  const sentinel = useRef<HTMLDivElement | null>(null);
  // Another list starts again at its first screen, in the same render (not one render later).
  if (countedFor !== resetKey) {
    setCountedFor(resetKey);
    setCount(FIRST_BATCH);
  }

  // Without an observer to say when the end comes near (an old browser), everything at once.
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (!observable) {
      atEnd?.();
      return undefined;
    }
    const element = sentinel.current;
    if (!element || (count >= total && !atEnd) || count >= SHOWN_BY_SCROLLING) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (count < total) setCount((current) => Math.min(total, current + NEXT_BATCH));
        else atEnd?.();
      },
      { rootMargin: '1500px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [count, total, observable, atEnd]);

  /** The next batch at once (the list's "next page" link, with scripts). */
  const showMore = useCallback(() => setCount((current) => Math.min(total, current + NEXT_BATCH)), [total]);

  return { count: observable ? Math.min(count, total) : total, sentinel, showMore };
}
