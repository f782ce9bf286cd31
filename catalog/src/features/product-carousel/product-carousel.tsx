import type { Product } from '@shop/shared/contracts';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { type CarouselEdges, edgesOf, itemsPerView } from './carousel-layout';
import styles from './product-carousel.module.css';
import { StaticTrack } from './static-track';
import { loadSwiperTakeover, useSwiperWhenWanted } from './use-swiper-when-wanted';

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
 * Until swiper is wanted the items stand at rest in swiper's own layout (use-swiper-when-wanted.ts);
 * then swiper takes those same elements over (swiper-takeover.ts).
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
  const trackElement = useRef<HTMLDivElement>(null);
  // Swiper takes the items over where they stand once it is wanted, and lets go on unmount.
  const slideLabel = t('catalog.slideLabel', { index: '{{index}}', total: '{{slidesLength}}' });
  useEffect(() => {
    if (!wanted) return undefined;
    const takeover: { running: SwiperInstance | null; cancelled: boolean } = { running: null, cancelled: false };
    void loadSwiperTakeover()
      // Swiper's code is evaluated as its chunk arrives; swiper starts on the items in a task of
      // its own after that (together one task of ~70 ms at 4x CPU on the front page).
      .then((module) => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module), 0)))
      .then(({ takeOver }) => {
        if (takeover.cancelled || !trackElement.current) return;
        takeover.running = takeOver(trackElement.current, { slideLabel, onMove: track });
        ready(takeover.running);
      });
    return () => {
      takeover.cancelled = true;
      takeover.running?.destroy(true, true);
      setSwiper(null);
    };
  }, [wanted, slideLabel, track, ready]);
  // React renders the items into swiper's elements: swiper measures them again when they change.
  useEffect(() => {
    if (!swiper) return;
    swiper.update();
    track(swiper);
  }, [swiper, itemList, track]);
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
  // The arrow keys move it as the buttons do, unless they are moving a caret in a field.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select')) return;
    event.preventDefault();
    const direction: Move = event.key === 'ArrowRight' ? 'next' : 'previous';
    if (direction === 'next' ? !edges.end : !edges.beginning) move(direction);
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
  return (
    <section
      className={styles.carousel}
      aria-label={productHeading}
      data-testid="product-carousel"
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
      onKeyDown={onKeyDown}
    >
      <div className={styles.heading}>
        <h2>{productHeading}</h2>
        {headerCarousel ? arrows : null}
      </div>
      <StaticTrack itemList={itemList} trackRef={trackElement} />
      {headerCarousel ? null : arrows}
      {bottomLinkText && bottomLinkHref ? (
        <Link className={styles.bottomLink} to={bottomLinkHref}>
          {bottomLinkText}
        </Link>
      ) : null}
    </section>
  );
}
