import type { ReactNode } from 'react';

/**
 * What a page says of a cart with no lines, once the browser's cart has been read (`cartRead`).
 * Before that (the page as the server rendered it, until its code runs) the cart may well have
 * lines, so the page says nothing of it; only a browser without scripts, which has no cart, is
 * told what `children` say.
 */
export function UntilCartRead({ read, children }: { read: boolean; children: ReactNode }) {
  return read ? children : <div aria-busy="true"><noscript>{children}</noscript></div>;
}
