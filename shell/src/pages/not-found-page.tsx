import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../errors/error-page';

/** An unknown route (the server answers it with HTTP 404 too). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage status={404} message={t('errors.notFound')} />;
}
