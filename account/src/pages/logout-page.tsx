import { getHref, logOut, useShopTranslation, type RemotePageProps } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

/** Ends the session as soon as the page opens, then says so. */
export default function LogoutPage({ locale }: RemotePageProps) {
  const { t } = useShopTranslation();
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
