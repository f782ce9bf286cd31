import { getHref, useShopStore, useShopTranslation } from '@shop/shared';
import { useDeferredValue, useEffect } from 'react';
import { ProductCarousel } from '../product-carousel/product-carousel';
import styles from './featured-products.module.css';

/** The front page's carousel of featured products, priced for a logged-in user. */
export function FeaturedProducts() {
  const { t, locale } = useShopTranslation();
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  // The cards are built from a deferred copy, in slices between which the page stays responsive,
  // rather than in the one go a store update gets (product-grid.tsx says more).
  const featured = useDeferredValue(useShopStore((state) => state.featured));
  const status = useShopStore((state) => state.listStatus.featured);
  const loadFeatured = useShopStore((state) => state.loadFeatured);
  useEffect(() => {
    void loadFeatured();
  }, [loadFeatured, isLoggedIn]);

  let content: React.ReactNode;
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
    content = <div aria-busy="true" />;
  } else {
    content = (
      <ProductCarousel
        productHeading={t('catalog.featuredHeading')}
        itemList={featured}
        headerCarousel
        bottomLinkText={t('catalog.seeAllProducts')}
        bottomLinkHref={getHref('products', locale)}
      />
    );
  }
  // The slot keeps one height whether it waits, shows the carousel or says it failed: the
  // carousel arrives after the first paint, and the suppliers and footer below must not move.
  return <div className={styles.slot}>{content}</div>;
}
