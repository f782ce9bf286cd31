import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from './form.module.css';

interface ActionsProps {
  busy: boolean;
  onCancel?: (() => void) | undefined;
  /** The submit button's text, and its text while the form is being sent; "Lagre" / "Lagrer …" unless said. */
  label?: string;
  busyLabel?: string;
}

/** Submit (showing that it is at work) and, where the form can be left, cancel. */
export function FormActions({ busy, onCancel, label, busyLabel }: ActionsProps) {
  const { t } = useTranslation('account');
  return (
    <div className={formStyles.actions}>
      <button type="submit" className={formStyles.primary} disabled={busy}>
        {busy ? (busyLabel ?? t('account.saving')) : (label ?? t('account.save'))}
      </button>
      {onCancel && (
        <button type="button" className={formStyles.secondary} onClick={onCancel}>
          {t('account.cancel')}
        </button>
      )}
    </div>
  );
}

/** What a save answered, under the form: a success is read out politely, a failure at once. */
export function FormOutcome({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p className={ok ? formStyles.success : formStyles.failure} role={ok ? 'status' : 'alert'}>
      {children}
    </p>
  );
}
