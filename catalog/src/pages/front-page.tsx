import { lazy, Suspense } from 'react';
import { isBannerEnabled } from '../features/banner-carousel/banner-rules';
import { FeaturedProducts } from '../features/featured-products/featured-products';
import { SuppliersBlock } from '../features/suppliers/suppliers-block';

// The banner is hidden by default (spec §2): its carousel library is fetched only when it is shown.
const BannerCarousel = lazy(() => import('../features/banner-carousel/banner-carousel').then((module) => ({ default: module.BannerCarousel })));

/** The front page body (spec §2): the banner carousel when enabled, featured products, suppliers. */
export default function FrontPage() {
  return (
    <>
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
