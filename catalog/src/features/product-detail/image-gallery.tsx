import { useShopTranslation } from '@shop/shared';
import { useState } from 'react';
import { ProductImage } from '../product-card/product-image';
import styles from './image-gallery.module.css';

/** The product's pictures: a large one and thumbnails to choose; the placeholder when there is none. */
export function ImageGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useShopTranslation();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <ProductImage src={current} alt={t('catalog.imageOf', { number: index + 1, title })} eager />
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
              <img src={image} alt="" width={72} height={54} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
