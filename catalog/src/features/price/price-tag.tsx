import { authorizeHref, formatAmount, formatPrice, isPlainClick, loginPageHref, useLocale, useShopStore, type Locale } from '@shop/shared';
import { isPriced, type Product } from '@shop/shared/contracts';
import { useCatalogT } from '../../texts/catalog-texts-context';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from './price-tag.module.css';

/**
 * Price or login link (spec §3): a logged-in retailer sees the price excluding VAT, with the
 * indicative price and discount where there is one; a visitor the link to log in, which brings
 * them back to this page afterwards. The link is the API's authorize address (spec §7); a plain
 * click goes to the same login page inside the running shop, without loading it all again.
 */
export function PriceTag({ product, size = 'small' }: { product: Product; size?: 'small' | 'large' }) {
  const t = useCatalogT();
  const locale = useLocale();
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  if (!isLoggedIn || !isPriced(product)) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      void navigate(loginPageHref(pathname + search));
    };
    return (
      <a className={styles.login} href={authorizeHref(pathname + search)} onClick={onClick} data-testid="login-for-prices">
        {t('catalog.loginForPrices')}
      </a>
    );
  }
  if (formatPrice(product.price, locale) === '') return null;
  const hasIndicative = formatPrice(product.indicativePrice, locale) !== '';
  const percentage = product.discount?.percentage ?? 0;
  return (
    <div className={`${styles.price} ${size === 'large' ? styles.large : ''}`} data-testid="price">
      <span className={styles.amount}>{formatAmount(product.price, locale)}</span> <span className={styles.vat}>{t('catalog.exVat')}</span>
      {percentage > 0 && hasIndicative ? (
        <div className={styles.discount}>
          <s>{t('catalog.indicativePrice', { price: formatAmount(product.indicativePrice, locale) })}</s>{' '}
          <span className={styles.badge}>{t('catalog.discount', { percentage: formatPercentage(percentage, locale) })}</span>
        </div>
      ) : null}
    </div>
  );
}

function formatPercentage(value: number, locale: Locale): string {
  const rounded = Math.round(value * 10) / 10;
  return locale === 'nb' ? String(rounded).replace('.', ',') : String(rounded);
}
