import { useShopTranslation } from '@shop/shared';
import styles from './product-image.module.css';

/** A product's picture, or the placeholder when it has none (spec §3). */
export function ProductImage({ src, alt, eager = false }: { src: string | undefined; alt: string; eager?: boolean }) {
  const { t } = useShopTranslation();
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
  return <img className={styles.image} src={src} alt={alt} width={240} height={180} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}
