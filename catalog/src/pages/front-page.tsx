import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isBannerEnabled } from '../features/banner-carousel/banner-rules';
import { FeaturedProducts } from '../features/featured-products/featured-products';
import { SuppliersBlock } from '../features/suppliers/suppliers-block';
import styles from './front-page.module.css';

// The banner is hidden by default (spec §2): its carousel library is fetched only when it is shown.
const BannerCarousel = lazy(() => import('../features/banner-carousel/banner-carousel').then((module) => ({ default: module.BannerCarousel })));

/** The front page body (spec §2): the banner carousel when enabled, featured products, suppliers. */
export default function FrontPage() {
  const { t } = useTranslation();
  return (
    <>
      {/* Every page has one main heading; the front page's is the shop and what it sells. */}
      <h1 className={styles.heading}>{`${t('shop.name')} – ${t('shop.tagline')}`}</h1>
      {isBannerEnabled() ? (
        <Suspense fallback={null}>
          <BannerCarousel />
        </Suspense>
      ) : null}
      <FeaturedProducts />
      <SuppliersBlock />
    </>
  );
}
