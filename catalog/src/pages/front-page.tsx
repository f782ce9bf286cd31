import { useShopTranslation, type RemotePageProps } from '@shop/shared';
import { FeaturedProducts } from '../features/featured-products/featured-products';
import styles from './front-page.module.css';

/** The front page body: featured products (carousels, banner and suppliers come with the catalogue). */
export default function FrontPage(_props: RemotePageProps) {
  const { t } = useShopTranslation();
  return (
    <section className={styles.front}>
      <h1 className={styles.heading}>{t('catalog.featuredHeading')}</h1>
      <FeaturedProducts />
    </section>
  );
}
