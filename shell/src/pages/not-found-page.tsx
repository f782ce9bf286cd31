import { useShopTranslation } from '@shop/shared';
import { ErrorPage } from '../errors/error-page';

/** An unknown route (the server answers it with HTTP 404 too). */
export function NotFoundPage() {
  const { t } = useShopTranslation();
  return <ErrorPage status={404} message={t('errors.notFound')} />;
}
