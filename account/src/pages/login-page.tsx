import { getHref, safeReturnPath, type RemotePageProps } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from '../features/login-form/login-form';
import { LoginLinkLanding } from '../features/login-link/login-link-landing';
import formStyles from '../forms/form.module.css';
import { ConfirmLinkLanding } from '../features/signup/confirm-link-landing';
import { ConfirmationNotice } from '../features/signup/confirmation-notice';
import { PasswordResetNotice } from '../features/password-reset/password-reset-notice';
import styles from './login-page.module.css';

export default function LoginPage({ locale }: RemotePageProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  // A mailed login link (`?link=`): kept by the page and taken out of the address, as the
  // new-password page does with its token. Only the page's button uses it.
  const [linkToken] = useState(() => search.get('link'));
  const [linkInvalid, setLinkInvalid] = useState(false);
  useEffect(() => {
    if (search.has('link')) setSearch({}, { replace: true });
  }, [search, setSearch]);
  // A mailed confirmation link (`?confirm=`): only its button confirms. Its token stays in the
  // address until then (the address is what keeps a logged-in person on this page: isLoginPage),
  // and the answer replaces it there with what the button did.
  const confirmToken = search.get('confirm');
  const onConfirmed = (confirmed: string) => setSearch({ confirmed }, { replace: true });
  const returnTo = safeReturnPath(search.get('returnTo')) ?? getHref('account', locale);
  // Spec §2: after login the person lands on /callback, which returns them to the saved path.
  const onLoggedIn = () => void navigate(`${getHref('callback', locale)}?returnTo=${encodeURIComponent(returnTo)}`, { replace: true });
  return (
    <section className={styles.login}>
      <h1 className={styles.heading}>{confirmToken !== null ? t('signup.confirm') : t('account.loginHeading')}</h1>
      {/* Where a mailed confirmation link leads: its button, then what it did. */}
      <ConfirmationNotice confirmed={search.get('confirmed')} />
      {/* Where setting a new password from a mailed link leads. */}
      <PasswordResetNotice reset={search.get('password')} />
      {confirmToken !== null ? (
        <ConfirmLinkLanding token={confirmToken} onDone={onConfirmed} />
      ) : linkToken !== null && !linkInvalid ? (
        <LoginLinkLanding token={linkToken} onLoggedIn={onLoggedIn} onLinkInvalid={() => setLinkInvalid(true)} />
      ) : (
        <>
          {linkInvalid && (
            <p className={formStyles.failure} role="alert">
              {t('loginLink.invalid')}
            </p>
          )}
          <LoginForm onLoggedIn={onLoggedIn} />
        </>
      )}
      <p className={styles.create}>
        <Link to={getHref('account-new-password', locale)}>{t('passwordReset.forgotPassword')}</Link>
      </p>
      <p className={styles.create}>
        {t('account.noAccount')} <Link to={getHref('account-create', locale)}>{t('account.createAccount')}</Link>
      </p>
    </section>
  );
}
