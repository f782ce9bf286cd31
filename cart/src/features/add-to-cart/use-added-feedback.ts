import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "added to the cart" stays on a product card: long enough to read, short enough to click again. */
export const FEEDBACK_MS = 2500;

/** Shows the added feedback for a moment after each add; a new add starts the moment again. */
export function useAddedFeedback(duration = FEEDBACK_MS) {
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setAdded(true);
    timer.current = setTimeout(() => setAdded(false), duration);
  }, [duration]);
  return { added, show };
}
