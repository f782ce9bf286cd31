import { useShopTranslation, type Product } from '@shop/shared';
import { Link } from 'react-router';
import { ProductCard } from '../product-card/product-card';
import styles from './product-carousel.module.css';
import { useScrollTrack } from './use-scroll-track';

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
 * extra-small layout lets items keep their own width (200 px). The widths live in the styles.
 */
export function ProductCarousel({ productHeading, itemList, headerCarousel = false, bottomLinkText, bottomLinkHref }: ProductCarouselProps) {
  const { t } = useShopTranslation();
  const { track, edges, step } = useScrollTrack<HTMLUListElement>();
  const arrows = (
    <div className={headerCarousel ? styles.headerArrows : styles.sideArrows}>
      <button type="button" className={styles.arrow} aria-label={t('catalog.previous')} disabled={edges.beginning} onClick={() => step(-1)}>
        ‹
      </button>
      <button type="button" className={styles.arrow} aria-label={t('catalog.next')} disabled={edges.end} onClick={() => step(1)}>
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
        <ul className={styles.track} ref={track}>
          {itemList.map((product, index) => (
            <li key={product.skuId} className={styles.slide}>
              <ProductCard product={product} eager={index < 4} />
            </li>
          ))}
        </ul>
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
