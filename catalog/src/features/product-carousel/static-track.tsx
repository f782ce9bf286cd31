import type { Product } from '@shop/shared/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../product-card/product-card';
import swiperStyles from '../swiper/swiper.module.css';
import styles from './product-carousel.module.css';

/**
 * The carousel's items in swiper's own markup and as swiper lays them out at rest: the same
 * classes, widths and labels, so the page looks the same and nothing moves when swiper takes these
 * very elements over (swiper-takeover.ts).
 */
export function StaticTrack({ itemList, trackRef }: { itemList: Product[]; trackRef?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('catalog');
  return (
    <div ref={trackRef} className={`${swiperStyles.swiper} ${styles.atRest}`}>
      <div className="swiper-wrapper">
        {itemList.map((product, index) => (
          <div
            key={product.skuId}
            className={`swiper-slide ${styles.slide}`}
            role="group"
            aria-label={t('catalog.slideLabel', { index: index + 1, total: itemList.length })}
          >
            {/* What a phone shows of the carousel loads at once; the rest lazily, after the first paint. */}
            <ProductCard product={product} eager={index < 2} />
          </div>
        ))}
      </div>
    </div>
  );
}
