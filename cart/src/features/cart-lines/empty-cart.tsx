import { getHref, type Locale } from '@shop/shared';
import { Link } from 'react-router-dom';
import styles from './empty-cart.module.css';
import { UntilCartRead } from './until-cart-read';

interface EmptyCartProps {
  /** Whether the browser's cart has been read (usePricedCart): before, the box keeps its place unseen. */
  read: boolean;
  message: string;
  /** The words of the way back to the catalogue. */
  linkText: string;
  locale: Locale;
}

/** What the cart and checkout pages say with no lines, and the way back to the catalogue. */
export function EmptyCart({ read, message, linkText, locale }: EmptyCartProps) {
  return (
    <UntilCartRead read={read}>
      <div className={styles.empty}>
        <p>{message}</p>
        <Link to={getHref('products', locale)}>{linkText}</Link>
      </div>
    </UntilCartRead>
  );
}
