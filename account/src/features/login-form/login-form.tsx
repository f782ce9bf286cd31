import { useShopTranslation } from '@shop/shared';
import { useId } from 'react';
import styles from './login-form.module.css';

/** E-mail and password; the session behind it comes with the login and account work. */
export function LoginForm() {
  const { t } = useShopTranslation();
  const emailId = useId();
  const passwordId = useId();
  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={emailId}>{t('account.email')}</label>
      <input id={emailId} name="email" type="email" autoComplete="username" required />
      <label htmlFor={passwordId}>{t('account.password')}</label>
      <input id={passwordId} name="password" type="password" autoComplete="current-password" required />
      <button type="submit">{t('account.submit')}</button>
    </form>
  );
}
