import type { Product } from '@shop/shared/contracts';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadStatus } from '../../state/products-rules';
import { type DetailRoute, ProductCard } from '../product-card/product-card';
import styles from './product-grid.module.css';
import { useProgressiveCount } from './use-progressive-count';

export interface ProductGridProps {
  products: Product[];
  status: LoadStatus | undefined;
  detailRoute: DetailRoute;
  /** A new value starts again at the first screen (another category, search or filter). */
  listKey: string;
  onRetry: () => void;
}

/** A product list: count, cards rendered progressively, and plain words while loading or failed. */
export function ProductGrid({ products: arrived, status, detailRoute, listKey, onRetry }: ProductGridProps) {
  const { t } = useTranslation('catalog');
  // A list arrives through the shop store, whose updates React renders in one go. The cards are
  // rendered from a deferred copy instead: React builds them in slices of a few milliseconds and
  // shows them together, while the page stays responsive (no 100 ms task on a phone).
  const products = useDeferredValue(arrived);
  const cardsPending = products !== arrived;
  const { count, sentinel } = useProgressiveCount(products.length, listKey);
  if (status === 'failed') {
    return (
      <div role="alert" className={styles.message}>
        <p>{t('catalog.loadFailed')}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('catalog.retry')}
        </button>
      </div>
    );
  }
  if (products.length === 0) {
    const loading = cardsPending || status === 'loading' || status === undefined || status === 'idle';
    return (
      <p className={styles.message} aria-busy={loading} role="status">
        {loading ? t('catalog.loadingProducts') : t('catalog.noProducts')}
      </p>
    );
  }
  const complete = status === 'loaded' && !cardsPending;
  return (
    <div>
      <p className={styles.count} role="status" data-testid="product-count">
        {complete ? t('catalog.productCount', { count: products.length }) : t('catalog.loadingMore')}
      </p>
      <ul className={styles.grid} data-testid="product-grid">
        {products.slice(0, count).map((product, index) => (
          <li key={product.skuId} className={styles.item}>
            <ProductCard product={product} detailRoute={detailRoute} eager={index < 8} headingLevel={2} />
          </li>
        ))}
      </ul>
      {count < products.length ? <div ref={sentinel} className={styles.sentinel} aria-hidden="true" /> : null}
    </div>
  );
}
