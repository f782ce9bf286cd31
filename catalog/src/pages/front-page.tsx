import type { RemotePageProps } from '@shop/shared';
import { BannerCarousel } from '../features/banner-carousel/banner-carousel';
import { isBannerEnabled } from '../features/banner-carousel/banner-rules';
import { FeaturedProducts } from '../features/featured-products/featured-products';
import { SuppliersBlock } from '../features/suppliers/suppliers-block';

/** The front page body (spec §2): the banner carousel when enabled, featured products, suppliers. */
export default function FrontPage(_props: RemotePageProps) {
  return (
    <>
      {isBannerEnabled() ? <BannerCarousel /> : null}
      <FeaturedProducts />
      <SuppliersBlock />
    </>
  );
}
