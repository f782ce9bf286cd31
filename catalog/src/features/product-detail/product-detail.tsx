import { useLocale } from '@shop/shared';
import { type ProductDetails } from '@shop/shared/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogStore } from '../../state/use-catalog-store';
import { WarehouseStock } from '../availability/warehouse-stock';
import { PriceTag } from '../price/price-tag';
import { CartControl } from '../add-to-cart/cart-control';
import { ImageGallery } from './image-gallery';
import styles from './product-detail.module.css';

/** A product's page (spec §2): images, title, sub-heading, description, specs, supplier, price and cart. */
export function ProductDetail({ product }: { product: ProductDetails }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const title = product.title[locale];
  const warehouses = useCatalogStore((state) => state.warehouses);
  const loadWarehouses = useCatalogStore((state) => state.loadWarehouses);
  useEffect(() => {
    void loadWarehouses();
  }, [loadWarehouses]);
  return (
    <article className={styles.detail} data-testid="product-detail" data-sku={product.skuId}>
      <ImageGallery images={product.images} title={title} />
      <div className={styles.summary}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subHeading}>{product.subHeading[locale]}</p>
        <dl className={styles.facts}>
          <dt>{t('catalog.sku')}</dt>
          <dd>{product.skuId}</dd>
          <dt>{t('catalog.supplier')}</dt>
          <dd>{product.supplier.name}</dd>
        </dl>
        <WarehouseStock availability={product.availability} warehouses={warehouses} />
        <PriceTag product={product} size="large" />
        <CartControl sku={product.skuId} withQuantity />
      </div>
      <section className={styles.description}>
        <h2>{t('catalog.description')}</h2>
        <p>{product.description[locale]}</p>
      </section>
      {product.specs.length > 0 ? (
        <section className={styles.specs}>
          <h2>{t('catalog.specs')}</h2>
          <table>
            <tbody>
              {product.specs.map((spec) => (
                <tr key={spec.label.nb}>
                  <th scope="row">{spec.label[locale]}</th>
                  <td>{spec.value[locale]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </article>
  );
}
