import { useLocale } from '@shop/shared';
import { type BannerItem } from '@shop/shared/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { fetchBanners } from '../../api/product-api';
import swiperStyles from '../swiper/swiper.module.css';
import styles from './banner-carousel.module.css';
import { BANNER_INTERVAL_MS, bannerArrows, nextBannerIndex } from './banner-rules';

/** The featured banner carousel of the front page layout (spec §2, §4). */
export function BannerCarousel() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const [banners, setBanners] = useState<BannerItem[]>([]);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    let current = true;
    fetchBanners().then((items) => current && setBanners(items), () => undefined);
    return () => {
      current = false;
    };
  }, []);

  // Restarts on every change of slide, so a click on an arrow gives the reader the full 6 s.
  useEffect(() => {
    if (!swiper || banners.length < 2) return undefined;
    const timer = window.setTimeout(() => swiper.slideTo(nextBannerIndex(index, banners.length)), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [swiper, index, banners.length]);

  if (banners.length === 0) return null;
  const arrows = bannerArrows(index, banners.length);
  return (
    <section className={styles.banner} aria-roledescription="carousel" aria-label={t('catalog.bannerLabel')} data-testid="banner-carousel">
      <Swiper className={swiperStyles.swiper} modules={[A11y]} slidesPerView={1} onSwiper={setSwiper} onSlideChange={(instance) => setIndex(instance.activeIndex)}>
        {banners.map((banner) => (
          <SwiperSlide key={banner.image}>
            <div className={styles.slide}>
              <img src={banner.image} alt="" className={styles.image} width={1540} height={420} />
              <p className={styles.text}>{banner.bannerText[locale]}</p>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label={t('catalog.previous')} disabled={!arrows.previous} onClick={() => swiper?.slidePrev()}>
        ‹
      </button>
      <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('catalog.next')} disabled={!arrows.next} onClick={() => swiper?.slideNext()}>
        ›
      </button>
    </section>
  );
}
