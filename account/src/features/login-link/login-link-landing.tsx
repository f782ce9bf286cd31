import { statusOfApiError } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logInWithLink } from '../../api/login-link-api';
import { REFUSAL, refusalCodeOf } from '../../api/refusals';
import formStyles from '../../forms/form.module.css';

type Problem = 'loginLink.loginFailed' | 'signup.awaitingApproval';

/**
 * Where a mailed login link leads (`?link=` on the login page): a button that posts the token.
 * Opening the link logs nobody in by itself, so a mail program that fetches links to check them
 * does not use it up or log in.
 */
export function LoginLinkLanding({ token, onLoggedIn, onLinkInvalid }: { token: string; onLoggedIn: () => void; onLinkInvalid: () => void }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function logIn() {
    setBusy(true);
    setProblem(null);
    try {
      await logInWithLink(token);
      onLoggedIn();
    } catch (failure) {
      const code = refusalCodeOf(failure);
      if (code === REFUSAL.loginLinkInvalid) return onLinkInvalid();
      setProblem(statusOfApiError(failure) === 403 && code === 'AwaitingApproval' ? 'signup.awaitingApproval' : 'loginLink.loginFailed');
      setBusy(false);
    }
  }

  return (
    <div className={formStyles.form}>
      <p>{t('loginLink.landingIntro')}</p>
      {problem && (
        <p className={formStyles.failure} role="alert">
          {t(problem)}
        </p>
      )}
      <button type="button" disabled={busy} onClick={() => void logIn()}>
        {busy ? t('loginLink.loggingIn') : t('loginLink.logIn')}
      </button>
    </div>
  );
}
