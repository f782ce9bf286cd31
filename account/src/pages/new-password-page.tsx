import { getHref, type RemotePageProps } from '@shop/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { NewPasswordForm } from '../features/password-reset/new-password-form';
import { INVITATION_DONE, PASSWORD_RESET_DONE } from '../features/password-reset/password-reset-notice';
import { RequestLinkForm } from '../features/password-reset/request-link-form';
import formStyles from '../forms/form.module.css';
import styles from './login-page.module.css';

// An invitation's page (`?invitation=`) is opened once per invited person: its texts come with it.
const InvitationView = lazy(() => import(/* webpackChunkName: "invitation" */ '../features/invitation/invitation-view').then((module) => ({ default: module.InvitationView })));

/**
 * A forgotten password: without a token, the form that mails a link; opened from that link
 * (`?token=`), the form that sets the new password, then the login page. Opened from an
 * invitation (`?invitation=`), the invited person's first password, then the login page.
 */
export default function NewPasswordPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  // Kept by the page, and taken out of the address: the link works once, but the browser's
  // history and whoever looks at the screen need not hold it.
  const [token] = useState(() => search.get('token'));
  const [invitation] = useState(() => search.get('invitation'));
  useEffect(() => {
    if (search.has('token') || search.has('invitation')) setSearch({}, { replace: true });
  }, [search, setSearch]);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const loginPage = getHref('account-login', locale);
  if (invitation !== null && token === null) {
    return (
      <section className={styles.login}>
        <h1 className={styles.heading}>{t('passwordReset.heading')}</h1>
        <Suspense fallback={null}>
          <InvitationView token={invitation} onDone={() => void navigate(`${loginPage}?password=${INVITATION_DONE}`, { replace: true })} />
        </Suspense>
        <p className={styles.create}>
          <Link to={loginPage}>{t('passwordReset.backToLogin')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className={styles.login}>
      <h1 className={styles.heading}>{t('passwordReset.heading')}</h1>
      {token !== null && !linkInvalid ? (
        <NewPasswordForm
          token={token}
          onDone={() => void navigate(`${loginPage}?password=${PASSWORD_RESET_DONE}`, { replace: true })}
          onLinkInvalid={() => setLinkInvalid(true)}
        />
      ) : (
        <>
          {linkInvalid && (
            <p className={formStyles.failure} role="alert">
              {t('passwordReset.linkInvalid')}
            </p>
          )}
          <RequestLinkForm />
        </>
      )}
      <p className={styles.create}>
        <Link to={loginPage}>{t('passwordReset.backToLogin')}</Link>
      </p>
    </section>
  );
}
