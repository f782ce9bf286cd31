import type { ReactNode } from 'react';
import styles from './until-cart-read.module.css';

/**
 * What a page says of a cart with no lines, once the browser's cart has been read (`cartRead`).
 * Before that (the page as the server rendered it, until its code runs) the cart may well have
 * lines: where scripts run, the page keeps the place of what `children` say but shows nothing of it
 * (until-cart-read.module.css), so an empty cart's page does not move once it is read. A browser
 * without scripts, which has no cart, is told what `children` say.
 */
export function UntilCartRead({ read, children }: { read: boolean; children: ReactNode }) {
  return read ? (
    children
  ) : (
    <div aria-busy="true" className={styles.untilRead} data-testid="cart-not-read">
      {children}
    </div>
  );
}
