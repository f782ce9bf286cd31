import { pictureSrcSet } from '@shop/shared';
import { useCatalogT } from '../../texts/catalog-texts-context';
import styles from './product-image.module.css';

/**
 * How wide a card's picture is drawn: the square picture fills the height of a 4:3 box, so it is
 * three quarters of the box's width; a phone shows two cards a row.
 */
const CARD_PICTURE_SIZES = '(min-width: 576px) 200px, 36vw';
/** The picture's box on a card (4:3); `width` and `height` keep its place before it loads. */
const BOX = { width: 240, height: 180 };

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  eager?: boolean;
  /** The `sizes` of the picture, for choosing among the widths the API draws. */
  sizes?: string;
}

/** A product's picture, or the placeholder when it has none (spec §3). */
export function ProductImage({ src, alt, eager = false, sizes = CARD_PICTURE_SIZES }: ProductImageProps) {
  const t = useCatalogT();
  if (!src) {
    return (
      <span className={styles.placeholder} role="img" aria-label={t('catalog.noImage')} data-testid="image-placeholder">
        <svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true">
          <rect x="4" y="8" width="56" height="36" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
          <circle cx="32" cy="26" r="10" fill="none" stroke="currentColor" strokeWidth="3" />
          <rect x="22" y="2" width="20" height="8" rx="2" fill="currentColor" />
        </svg>
        <span>{t('catalog.noImage')}</span>
      </span>
    );
  }
  const srcSet = pictureSrcSet(src, BOX.width);
  return (
    <img
      className={styles.image}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={BOX.width}
      height={BOX.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
