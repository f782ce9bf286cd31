import { type RefObject, useEffect, useRef } from 'react';

/**
 * A field of a page rendered on the server can be typed in before the page's code runs. Hydration
 * leaves what was typed in the element, but the field's state is still the server's value, and the
 * next render would write that back over it. Once, when the field's code starts, what the element
 * holds becomes the state. Attach the returned ref to the input or textarea.
 */
export function useValueTypedBeforeStart<E extends HTMLInputElement | HTMLTextAreaElement>(value: string, onValue: (value: string) => void): RefObject<E | null> {
  const field = useRef<E>(null);
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onValue(typed);
    // Only at the start: from then on the element and the state change together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return field;
}
