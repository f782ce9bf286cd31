import { AvailabilityNote, getHref, useLocale, type RouteId } from '@shop/shared';
import { type Product } from '@shop/shared/contracts';
import { memo } from 'react';
import { useCatalogT } from '../../texts/catalog-texts-context';
import { Link } from 'react-router-dom';
import { CartControl } from '../add-to-cart/cart-control';
import { PriceTag } from '../price/price-tag';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';

/** Which detail route a card links to: the category's own, or that of the list it is in (spec §2). */
export type DetailRoute = 'category' | 'product-detail' | 'result-detail';

function detailRouteId(product: Product, detailRoute: DetailRoute): RouteId {
  return detailRoute === 'category' ? `category-detail:${product.category}` : detailRoute;
}

/**
 * One product of a list. Memoised: a list grows (the rest of a category after its first screen, a
 * new page of results) as a new array holding the same product objects, and the cards already
 * shown need no new render. Language, login and cart changes reach a card through its own hooks.
 */
export const ProductCard = memo(function ProductCard({
  product,
  detailRoute = 'category',
  eager = false,
  headingLevel = 3,
}: {
  product: Product;
  detailRoute?: DetailRoute;
  eager?: boolean;
  /** 2 in a list right under the page's heading, 3 under a carousel's own heading (no level skipped). */
  headingLevel?: 2 | 3;
}) {
  const t = useCatalogT();
  const locale = useLocale();
  const href = getHref(detailRouteId(product, detailRoute), locale, { id: product.skuId });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="product-card" data-sku={product.skuId}>
      <Link to={href} className={styles.image} tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.images[0]} alt="" eager={eager} />
      </Link>
      <Heading className={styles.title}>
        <Link to={href}>{product.title[locale]}</Link>
      </Heading>
      <p className={styles.subHeading}>{product.subHeading[locale]}</p>
      <p className={styles.sku}>{`${t('catalog.sku')} ${product.skuId}`}</p>
      <p className={styles.availability}>
        <AvailabilityNote availability={product.availability} />
      </p>
      <div className={styles.price}>
        <PriceTag product={product} />
      </div>
      <CartControl sku={product.skuId} />
    </article>
  );
});
