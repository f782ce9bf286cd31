import { getHref, isPriced, useShopStore, useShopTranslation, type Product } from '@shop/shared';
import { Link } from 'react-router';
import styles from './product-card.module.css';

export function ProductCard({ product }: { product: Product }) {
  const { t, locale } = useShopTranslation();
  const addToCart = useShopStore((state) => state.addToCart);
  const image = product.images[0];
  return (
    <article className={styles.card} data-testid="product-card" data-sku={product.skuId}>
      <div className={styles.image}>
        {image ? (
          <img src={image} alt="" width={240} height={180} loading="lazy" />
        ) : (
          <span className={styles.noImage}>{t('catalog.noImage')}</span>
        )}
      </div>
      <h2 className={styles.title}>
        <Link to={getHref(`category-detail:${product.category}`, locale, { id: product.skuId })}>
          {product.title[locale]}
        </Link>
      </h2>
      <p className={styles.subHeading}>{product.subHeading[locale]}</p>
      <p className={styles.sku}>{product.skuId}</p>
      {isPriced(product) ? null : (
        <Link className={styles.loginLink} to={getHref('account-login', locale)}>
          {t('catalog.loginForPrices')}
        </Link>
      )}
      <button type="button" className={styles.add} onClick={() => addToCart(product)}>
        {t('catalog.addToCart')}
      </button>
    </article>
  );
}
