import { useShopTranslation, type Product } from '@shop/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { ProductCard } from '../product-card/product-card';
import swiperStyles from '../swiper/swiper.module.css';
import styles from './product-carousel.module.css';

export interface ProductCarouselProps {
  productHeading: string;
  itemList: Product[];
  /** Arrows in the heading row instead of beside the items. */
  headerCarousel?: boolean;
  bottomLinkText?: string;
  bottomLinkHref?: string;
}

/**
 * Spec §2 product carousel: 2, 3 or 4 items per view on small, medium and large screens; the
 * extra-small layout lets items keep their own width (200 px in the styles).
 */
export const CAROUSEL_BREAKPOINTS = {
  576: { slidesPerView: 2 },
  768: { slidesPerView: 3 },
  992: { slidesPerView: 4 },
} as const;

export function ProductCarousel({ productHeading, itemList, headerCarousel = false, bottomLinkText, bottomLinkHref }: ProductCarouselProps) {
  const { t } = useShopTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ beginning: true, end: itemList.length <= 1 });
  const track = (instance: SwiperInstance) => setEdges({ beginning: instance.isBeginning, end: instance.isEnd });
  const arrows = (
    <div className={headerCarousel ? styles.headerArrows : styles.sideArrows}>
      <button type="button" className={styles.arrow} aria-label={t('catalog.previous')} disabled={edges.beginning} onClick={() => swiper?.slidePrev()}>
        ‹
      </button>
      <button type="button" className={styles.arrow} aria-label={t('catalog.next')} disabled={edges.end} onClick={() => swiper?.slideNext()}>
        ›
      </button>
    </div>
  );
  return (
    <section className={styles.carousel} aria-label={productHeading} data-testid="product-carousel">
      <div className={styles.heading}>
        <h2>{productHeading}</h2>
        {headerCarousel ? arrows : null}
      </div>
      <div className={styles.body}>
        <Swiper
          className={swiperStyles.swiper}
          modules={[Navigation, A11y]}
          slidesPerView="auto"
          spaceBetween={16}
          breakpoints={CAROUSEL_BREAKPOINTS}
          watchOverflow
          onSwiper={(instance) => {
            setSwiper(instance);
            track(instance);
          }}
          onSlideChange={track}
          onResize={track}
          onReachEnd={track}
          onReachBeginning={track}
        >
          {itemList.map((product, index) => (
            <SwiperSlide key={product.skuId} className={styles.slide}>
              <ProductCard product={product} eager={index < 4} />
            </SwiperSlide>
          ))}
        </Swiper>
        {headerCarousel ? null : arrows}
      </div>
      {bottomLinkText && bottomLinkHref ? (
        <Link className={styles.bottomLink} to={bottomLinkHref}>
          {bottomLinkText}
        </Link>
      ) : null}
    </section>
  );
}
