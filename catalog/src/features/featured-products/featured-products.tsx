import { useShopTranslation } from '@shop/shared';
import { ProductCard } from '../product-card/product-card';
import styles from './featured-products.module.css';
import { useFeaturedProducts } from './use-featured-products';

export function FeaturedProducts() {
  const { t } = useShopTranslation();
  const state = useFeaturedProducts();
  if (state.status === 'loading') return <div className={styles.placeholder} aria-busy="true" />;
  if (state.status === 'failed') return <p role="alert">{t('catalog.loadFailed')}</p>;
  return (
    <ul className={styles.grid} data-testid="featured-products">
      {state.products.map((product) => (
        <li key={product.skuId}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
