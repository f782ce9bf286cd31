import type { Product } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../product-card/product-card';
import swiperStyles from '../swiper/swiper.module.css';
import styles from './product-carousel.module.css';

/**
 * The carousel's items as swiper lays them out at rest, before swiper's code is here: the same
 * classes, widths and labels, so the page looks the same and nothing moves when swiper takes over.
 */
export function StaticTrack({ itemList }: { itemList: Product[] }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={`${swiperStyles.swiper} ${styles.atRest}`}>
      <div className="swiper-wrapper">
        {itemList.map((product, index) => (
          <div
            key={product.skuId}
            className={`swiper-slide ${styles.slide}`}
            role="group"
            aria-label={t('catalog.slideLabel', { index: index + 1, total: itemList.length })}
          >
            <ProductCard product={product} eager={index < 4} />
          </div>
        ))}
      </div>
    </div>
  );
}
