import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import formStyles from './form.module.css';

/** A delete button that asks once more, in the page (no browser dialog), before it acts. */
export function ConfirmButton({ label, question, onConfirm, disabled }: { label: string; question: string; onConfirm: () => void; disabled?: boolean }) {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className={formStyles.danger} aria-label={label} disabled={disabled} onClick={() => setAsking(true)}>
        {t('account.delete')}
      </button>
    );
  }
  return (
    <span role="group" aria-label={question}>
      {question}{' '}
      <button type="button" className={formStyles.danger} onClick={() => { setAsking(false); onConfirm(); }}>
        {t('account.delete')}
      </button>{' '}
      <button type="button" className={formStyles.secondary} onClick={() => setAsking(false)}>
        {t('account.cancel')}
      </button>
    </span>
  );
}
