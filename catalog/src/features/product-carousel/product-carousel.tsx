import type { Product } from '@shop/shared';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { type CarouselEdges, edgesOf, itemsPerView } from './carousel-layout';
import styles from './product-carousel.module.css';
import { StaticTrack } from './static-track';
import { loadSwiperTrack, useSwiperWhenWanted } from './use-swiper-when-wanted';

const SwiperTrack = lazy(loadSwiperTrack);

export interface ProductCarouselProps {
  productHeading: string;
  itemList: Product[];
  /** Arrows in the heading row instead of below the items. */
  headerCarousel?: boolean;
  bottomLinkText?: string;
  bottomLinkHref?: string;
}

type Move = 'previous' | 'next';

/** Where a carousel at rest stands before swiper has measured it. */
function edgesAtRest(count: number): CarouselEdges {
  const perView = typeof window === 'undefined' ? 'auto' : itemsPerView(window.innerWidth);
  return { beginning: true, end: perView === 'auto' ? count <= 1 : count <= perView };
}

/**
 * Spec §2 product carousel on swiper: 2, 3 or 4 items per view from small screens up
 * (carousel-layout.ts); on extra-small screens items keep their own width. The arrows are the
 * carousel's own buttons, so their names are the shop's texts and they are disabled at either end.
 * Until swiper is wanted the items stand at rest in swiper's own layout (use-swiper-when-wanted.ts).
 */
export function ProductCarousel({ productHeading, itemList, headerCarousel = false, bottomLinkText, bottomLinkHref }: ProductCarouselProps) {
  const { t } = useTranslation('catalog');
  const { wanted, want } = useSwiperWhenWanted();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<CarouselEdges>(() => edgesAtRest(itemList.length));
  // An arrow pressed before swiper was here: done as soon as it is.
  const pending = useRef<Move | null>(null);
  // Swiper reports its progress on every frame of a swipe: a new state only when an edge changes.
  const track = useCallback((instance: SwiperInstance) => {
    const next = edgesOf(instance);
    setEdges((current) => (current.beginning === next.beginning && current.end === next.end ? current : next));
  }, []);
  const ready = useCallback(
    (instance: SwiperInstance) => {
      setSwiper(instance);
      track(instance);
    },
    [track],
  );
  useEffect(() => {
    if (!swiper || !pending.current) return;
    if (pending.current === 'next') swiper.slideNext();
    else swiper.slidePrev();
    pending.current = null;
  }, [swiper]);
  const move = (direction: Move) => {
    if (swiper) return direction === 'next' ? swiper.slideNext() : swiper.slidePrev();
    pending.current = direction;
    want();
  };
  const arrows = (
    <div className={headerCarousel ? styles.headerArrows : styles.sideArrows}>
      <button type="button" className={styles.arrow} aria-label={t('catalog.previous')} disabled={edges.beginning} onClick={() => move('previous')}>
        ‹
      </button>
      <button type="button" className={styles.arrow} aria-label={t('catalog.next')} disabled={edges.end} onClick={() => move('next')}>
        ›
      </button>
    </div>
  );
  const atRest = <StaticTrack itemList={itemList} />;
  return (
    <section
      className={styles.carousel}
      aria-label={productHeading}
      data-testid="product-carousel"
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
    >
      <div className={styles.heading}>
        <h2>{productHeading}</h2>
        {headerCarousel ? arrows : null}
      </div>
      {wanted ? (
        <Suspense fallback={atRest}>
          <SwiperTrack itemList={itemList} onReady={ready} onMove={track} />
        </Suspense>
      ) : (
        atRest
      )}
      {headerCarousel ? null : arrows}
      {bottomLinkText && bottomLinkHref ? (
        <Link className={styles.bottomLink} to={bottomLinkHref}>
          {bottomLinkText}
        </Link>
      ) : null}
    </section>
  );
}
