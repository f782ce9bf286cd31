import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isBannerEnabled } from '../features/banner-carousel/banner-rules';
import { FeaturedProducts } from '../features/featured-products/featured-products';
import { SuppliersBlock } from '../features/suppliers/suppliers-block';
import styles from './front-page.module.css';

// The banner is hidden by default (spec §2): its carousel library is fetched only when it is shown.
const BannerCarousel = lazy(() => import('../features/banner-carousel/banner-carousel').then((module) => ({ default: module.BannerCarousel })));

const settingsNeverChange = () => () => undefined;

/**
 * Whether the page's settings show the banner. The server cannot read them (they are the browser
 * page's own), so the render that takes over the server's HTML must not either: it renders without
 * the banner as the server did (its snapshot `false`), and the banner comes in the render right
 * after. Reading the settings in that first render put a boundary where the server had none, a
 * hydration mismatch (React #418). A page rendered in the browser alone reads them at once.
 */
function useBannerEnabled(): boolean {
  return useSyncExternalStore(settingsNeverChange, isBannerEnabled, () => false);
}

/** The front page body (spec §2): the banner carousel when enabled, featured products, suppliers. */
export default function FrontPage() {
  const { t } = useTranslation();
  const bannerEnabled = useBannerEnabled();
  return (
    <>
      {/* Every page has one main heading; the front page's is the shop and what it sells. */}
      <h1 className={styles.heading}>{`${t('shop.name')} – ${t('shop.tagline')}`}</h1>
      {bannerEnabled ? (
        <Suspense fallback={null}>
          <BannerCarousel />
        </Suspense>
      ) : null}
      <FeaturedProducts />
      <SuppliersBlock />
    </>
  );
}
