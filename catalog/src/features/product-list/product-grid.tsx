import type { Product } from '@shop/shared/contracts';
import { useDeferredValue, type MouseEvent } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
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
  /**
   * Which page of the list this is (1: its start) and the addresses of the pages beside it: real
   * links, so a page without scripts pages through the list. Without: a list with no pages.
   */
  paging?: { page: number; nextSearch: string; previousSearch: string; firstSearch: string };
  /** How many products the whole list has (the facets' count), when known. */
  total?: number;
  /** Loads what follows the first screen (status 'partial'); called as the reader nears the end of the cards. Stable. */
  loadRest?: () => void;
}

/**
 * The line above the cards: the whole list's count when known (the facets'), else the count of a
 * list that is all here, what is shown so far of a list whose rest waits for the reader to scroll
 * (nothing is being fetched), or that the rest is on its way.
 */
function countLine(t: TFunction<'catalog'>, { total, shown, complete, waitingForReader }: { total: number | undefined; shown: number; complete: boolean; waitingForReader: boolean }): string {
  if (total !== undefined) return t('catalog.productCount', { count: total });
  if (complete) return t('catalog.productCount', { count: shown });
  return waitingForReader ? t('catalog.productsShownSoFar', { count: shown }) : t('catalog.loadingMore');
}

/** A product list: count, cards rendered progressively, and plain words while loading or failed. */
export function ProductGrid({ products: arrived, status, detailRoute, listKey, onRetry, paging, total, loadRest }: ProductGridProps) {
  const { t } = useTranslation('catalog');
  // A list arrives through the shop store, whose updates React renders in one go. The cards are
  // rendered from a deferred copy instead: React builds them in slices of a few milliseconds and
  // shows them together, while the page stays responsive (no 100 ms task on a phone).
  const products = useDeferredValue(arrived);
  const cardsPending = products !== arrived;
  const restToCome = status === 'partial' && !cardsPending ? loadRest : undefined;
  const { count, sentinel, showMore } = useProgressiveCount(products.length, listKey, restToCome);
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
    // A page number beyond the list: an empty page that says so and leads back to the first.
    if (!loading && paging && paging.page > 1) {
      return (
        <div className={styles.message} role="status" data-testid="page-empty">
          <p>{t('catalog.pageEmpty', { page: paging.page })}</p>
          <Link to={{ search: paging.firstSearch }}>{t('catalog.firstPage')}</Link>
        </div>
      );
    }
    return (
      <p className={styles.message} aria-busy={loading} role="status">
        {loading ? t('catalog.loadingProducts') : t('catalog.noProducts')}
      </p>
    );
  }
  const complete = status === 'loaded' && !cardsPending;
  // With scripts the next link shows the next cards of the list held here; without, or before the
  // rest has arrived, it is a plain link to the next page.
  const more = count < products.length || status === 'partial' || status === 'rest-loading';
  const onNext = (event: MouseEvent) => {
    if (count < products.length) {
      event.preventDefault();
      showMore();
    }
  };
  return (
    <div>
      <p className={styles.count} role="status" data-testid="product-count">
        {countLine(t, { total, shown: products.length, complete, waitingForReader: status === 'partial' && !cardsPending })}
      </p>
      <ul className={styles.grid} data-testid="product-grid">
        {/* The first row on a phone loads at once; the rest lazily, after the first paint. */}
        {products.slice(0, count).map((product, index) => (
          <li key={product.skuId} className={styles.item}>
            <ProductCard product={product} detailRoute={detailRoute} eager={index < 2} headingLevel={2} />
          </li>
        ))}
      </ul>
      {count < products.length || restToCome ? <div ref={sentinel} className={styles.sentinel} aria-hidden="true" /> : null}
      {paging && (more || paging.page > 1) ? (
        <nav className={styles.pages} aria-label={t('catalog.pagesLabel')}>
          {paging.page > 1 ? (
            <Link to={{ search: paging.previousSearch }} rel="prev">
              {t('catalog.previousPage')}
            </Link>
          ) : null}
          {more ? (
            <Link to={{ search: paging.nextSearch }} rel="next" onClick={onNext} data-testid="next-page">
              {t('catalog.nextPage')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
