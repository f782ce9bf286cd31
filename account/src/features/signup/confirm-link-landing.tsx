import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Confirmed, confirmWithLink } from '../../api/confirmation-api';
import { REFUSAL, refusalCodeOf } from '../../api/refusals';
import formStyles from '../../forms/form.module.css';

/**
 * Where a mailed confirmation link leads (`?confirm=` on the login page): a button that posts the
 * token. Opening the link confirms nothing and moves no login by itself, so a mail program that
 * fetches links to check them changes nothing.
 */
export function ConfirmLinkLanding({ token, onDone }: { token: string; onDone: (confirmed: Confirmed | 'expired') => void }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function confirm() {
    setBusy(true);
    setFailed(false);
    try {
      onDone(await confirmWithLink(token));
    } catch (failure) {
      if (refusalCodeOf(failure) === REFUSAL.confirmationLinkInvalid) return onDone('expired');
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <div className={formStyles.form}>
      <p>{t('signup.confirmIntro')}</p>
      {failed && (
        <p className={formStyles.failure} role="alert">
          {t('signup.confirmFailed')}
        </p>
      )}
      <button type="button" disabled={busy} onClick={() => void confirm()}>
        {busy ? t('signup.confirming') : t('signup.confirm')}
      </button>
    </div>
  );
}
