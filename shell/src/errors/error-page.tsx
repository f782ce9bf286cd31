import { useTranslation } from 'react-i18next';
import { getHref, useShopStore, useLocale } from '@shop/shared';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styles from './error-page.module.css';

type ErrorKey = 'errors.status403' | 'errors.status404' | 'errors.status500' | 'errors.other';

function messageKey(status: number): ErrorKey {
  if (status === 403) return 'errors.status403';
  if (status === 404) return 'errors.status404';
  if (status === 500) return 'errors.status500';
  return 'errors.other';
}

/**
 * The error page of spec §8, for any status (500 when none is given), with the error's own
 * message under the translated one and a link back to the front page.
 */
export function ErrorPage({ status = 500, message }: { status?: number; message?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const setDocumentTitle = useShopStore((state) => state.setDocumentTitle);
  // Spec §8: the page title is the product name prefixed with "Error".
  useEffect(() => {
    const title = `${t('errors.pageTitle')} - ${t('shop.name')}`;
    setDocumentTitle(title);
    document.title = title;
  }, [t, setDocumentTitle]);
  return (
    <section className={styles.error} data-testid="error-page" data-status={status}>
      <p className={styles.status}>{t('errors.statusLabel', { status })}</p>
      <h1>{t(messageKey(status))}</h1>
      {message ? <p>{message}</p> : null}
      {/* The shop cannot serve the page now (its database is away): the API's own error page says the same (outage-page.ts). */}
      {!message && status === 503 ? <p>{t('errors.unavailable')}</p> : null}
      <Link to={getHref('front', locale)} className={styles.back}>
        {t('errors.backToFront')}
      </Link>
    </section>
  );
}
