import { pictureSrcSet } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../product-card/product-image';
import styles from './image-gallery.module.css';

/**
 * The large picture: a 4:3 box the width of the page on a phone (the square picture three quarters
 * of it, about 72vw), half of it from 768 px. 64vw lets a 412-pixel phone at 1.75 device pixels
 * take the 480 picture, 4% short of sharp, instead of the 960 one at four times the bytes.
 */
const MAIN_PICTURE_SIZES = '(min-width: 768px) 36vw, 64vw';

/** The product's pictures: a large one and thumbnails to choose; the placeholder when there is none. */
export function ImageGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <ProductImage src={current} alt={t('catalog.imageOf', { number: index + 1, title })} eager sizes={MAIN_PICTURE_SIZES} />
      </div>
      {images.length > 1 ? (
        <div className={styles.thumbs}>
          {images.map((image, position) => (
            <button
              key={image}
              type="button"
              className={styles.thumb}
              aria-label={t('catalog.showImage', { number: position + 1 })}
              aria-pressed={position === index}
              onClick={() => setIndex(position)}
            >
              <img src={image} srcSet={pictureSrcSet(image, 54)} sizes="54px" alt="" width={72} height={54} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
