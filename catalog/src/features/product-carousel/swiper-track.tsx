import type { Product } from '@shop/shared';
import { useTranslation } from 'react-i18next';
// Of swiper's modules only A11y: focus moving into a card slides it into view, items are labelled.
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { ProductCard } from '../product-card/product-card';
import swiperStyles from '../swiper/swiper.module.css';
import { CAROUSEL_BREAKPOINTS, ITEM_GAP } from './carousel-layout';
import styles from './product-carousel.module.css';

export interface SwiperTrackProps {
  itemList: Product[];
  /** Swiper is running: the carousel's arrows drive this instance from now on. */
  onReady: (swiper: SwiperInstance) => void;
  /** Swiper moved or found that everything fits: the arrows follow. */
  onMove: (swiper: SwiperInstance) => void;
}

/** The carousel's items on swiper: this file and swiper come in a chunk of their own. */
export default function SwiperTrack({ itemList, onReady, onMove }: SwiperTrackProps) {
  const { t } = useTranslation('catalog');
  return (
    <Swiper
      className={swiperStyles.swiper}
      modules={[A11y]}
      // Swiper puts each slide's number in place of its own placeholders; the words are ours.
      a11y={{ slideLabelMessage: t('catalog.slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }) }}
      slidesPerView="auto"
      spaceBetween={ITEM_GAP}
      breakpoints={CAROUSEL_BREAKPOINTS}
      watchOverflow
      onSwiper={onReady}
      onProgress={onMove}
      onLock={onMove}
      onUnlock={onMove}
    >
      {itemList.map((product, index) => (
        <SwiperSlide key={product.skuId} className={styles.slide}>
          <ProductCard product={product} eager={index < 4} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
