import { getHref, useShopTranslation } from '@shop/shared';
import { Link } from 'react-router';

/** An unknown route (the server answers it with HTTP 404 too). */
export function NotFoundPage() {
  const { t, locale } = useShopTranslation();
  return (
    <section data-testid="not-found">
      <h1>{t('pages.notFoundHeading')}</h1>
      <p>{t('pages.notFoundBody')}</p>
      <Link to={getHref('front', locale)}>{t('pages.backToFront')}</Link>
    </section>
  );
}
