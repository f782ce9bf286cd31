import { getHref, logOut, type RemotePageProps } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

/** Ends the session as soon as the page opens, then says so. */
export default function LogoutPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('account');
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    logOut()
      .catch(() => undefined)
      .finally(() => setDone(true));
  }, []);

  return (
    <section>
      <h1>{t('account.logoutHeading')}</h1>
      <p role="status">{done ? t('account.loggedOut') : t('account.loggingOut')}</p>
      {done && (
        <p>
          <Link to={getHref('account-login', locale)}>{t('account.loginAgain')}</Link> ·{' '}
          <Link to={getHref('front', locale)}>{t('account.toFrontPage')}</Link>
        </p>
      )}
    </section>
  );
}
