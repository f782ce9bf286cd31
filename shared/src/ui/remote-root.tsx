import { useEffect, useRef, type ReactNode } from 'react';
import type { RemoteName } from '../contracts/remote-modules';

/**
 * The root element of everything a remote renders: marks which team's fragment it is and which
 * build (release) of it, so a deploy can be seen in the page. Once its part of a page rendered on
 * the server has been taken over by its code (hydrated; at once on a page the browser renders),
 * it says so with `data-ready`: from then on the part answers clicks and keys.
 */
export function RemoteRoot({ remote, release, children }: { remote: RemoteName; release: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Set on the element, not rendered: the server's markup and the first render stay the same.
    root.current?.setAttribute('data-ready', '');
  }, []);
  return (
    <div ref={root} data-boundary={remote} data-release={release}>
      {children}
    </div>
  );
}
