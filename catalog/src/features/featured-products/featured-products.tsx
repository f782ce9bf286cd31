import { getHref, useLocale } from '@shop/shared';
import { lazy, Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogStore } from '../../state/use-catalog-store';
import { useSessionKey } from '../../state/use-session-key';
import styles from './featured-products.module.css';

// The carousel and its library come in a chunk of their own: only the front page shows one, and
// the category and product pages should not pay for swiper.
const loadCarousel = () => import('../product-carousel/product-carousel');
const ProductCarousel = lazy(() => loadCarousel().then((module) => ({ default: module.ProductCarousel })));

/** The front page's carousel of featured products, priced for a logged-in user. */
export function FeaturedProducts() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const sessionKey = useSessionKey();
  // The cards are built from a deferred copy, in slices between which the page stays responsive,
  // rather than in the one go a store update gets (product-grid.tsx says more).
  const featured = useDeferredValue(useCatalogStore((state) => state.featured));
  const status = useCatalogStore((state) => state.listStatus.featured);
  const ensureFeatured = useCatalogStore((state) => state.ensureFeatured);
  const loadFeatured = useCatalogStore((state) => state.loadFeatured);
  // App start loads the featured products; this shares that load (or starts it on a page run
  // alone), and asks again only when the session has changed since.
  useEffect(() => {
    void ensureFeatured();
  }, [ensureFeatured, sessionKey]);
  // The carousel's chunk is fetched while the products are on their way, not after. A failure
  // is left to the carousel's own render, which brings it to the page's error handling.
  useEffect(() => {
    loadCarousel().catch(() => undefined);
  }, []);

  const waiting = <div aria-busy="true" />;
  let content: ReactNode;
  if (status === 'failed') {
    content = (
      <div role="alert" className={styles.failed}>
        <p>{t('catalog.loadFailed')}</p>
        <button type="button" onClick={() => void loadFeatured()}>
          {t('catalog.retry')}
        </button>
      </div>
    );
  } else if (featured.length === 0) {
    content = waiting;
  } else {
    content = (
      <Suspense fallback={waiting}>
        <ProductCarousel
          productHeading={t('catalog.featuredHeading')}
          itemList={featured}
          headerCarousel
          bottomLinkText={t('catalog.seeAllProducts')}
          bottomLinkHref={getHref('products', locale)}
        />
      </Suspense>
    );
  }
  // The slot keeps one height whether it waits, shows the carousel or says it failed: the
  // carousel arrives after the first paint, and the suppliers and footer below must not move.
  return <div className={styles.slot}>{content}</div>;
}
