import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { inertCopyOf } from './server-part-copy';

/**
 * Whether the page is being hydrated: from just before hydrateRoot (start-shop.tsx) until the
 * shell's part is hydrated (shop-router.tsx). The slots rendered meanwhile hold the server's parts.
 * A module flag, not React state: a hook that renders the slot again after hydration (a store
 * whose server snapshot differs) would make React render its part, still dehydrated and waiting for
 * its code, in the browser, throwing the server's HTML of every page away.
 */
let pageHydrating = false;
export function hydrationStarts(): void {
  pageHydrating = true;
}
export function hydrationEnds(): void {
  pageHydrating = false;
}

/**
 * What a slot knows of the part the server rendered in it, while the page still shows that part and
 * nothing else: from hydration until the part's code has taken it over (`hydrated`), or until the
 * page changes. `take` answers the server's HTML then (an inert copy: server-part-copy.ts), and
 * null otherwise: a slot the browser rendered, a part that was taken over (its HTML is no longer
 * the server's) or the part of another page.
 *
 * The copy is made as the slot is hydrated, before React can drop it: a part whose code fails to
 * load or throws while hydrating is rendered again by the browser, which throws the server's HTML
 * away. A part that arrived later in the stream is copied as the failure is rendered, while the
 * page still holds it.
 */
export function useServerPart(pathname: string) {
  const element = useRef<HTMLDivElement>(null);
  const [hydrating] = useState(() => pageHydrating);
  const part = useRef({ isServers: hydrating, pathname, copy: null as string | null });

  useLayoutEffect(() => {
    if (part.current.isServers && element.current) part.current.copy = inertCopyOf(element.current);
  }, []);
  useEffect(() => {
    if (pathname !== part.current.pathname) part.current = { isServers: false, pathname, copy: null };
  }, [pathname]);

  /** The server's HTML of the part on this page (`current`: the address being rendered), if it is still the server's. */
  const take = useCallback((current: string): string | null => {
    const { isServers, pathname: page, copy } = part.current;
    if (!isServers || current !== page) return null;
    return copy ?? (element.current ? inertCopyOf(element.current) : null);
  }, []);
  const hydrated = useCallback(() => {
    part.current = { ...part.current, isServers: false, copy: null };
  }, []);
  return { element, take, hydrated };
}
