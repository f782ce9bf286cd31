import { useTranslation } from 'react-i18next';
import formStyles from './form.module.css';

/** Save (showing that it is saving) and, where the form can be left, cancel. */
export function FormActions({ busy, onCancel }: { busy: boolean; onCancel?: (() => void) | undefined }) {
  const { t } = useTranslation('account');
  return (
    <div className={formStyles.actions}>
      <button type="submit" className={formStyles.primary} disabled={busy}>
        {busy ? t('account.saving') : t('account.save')}
      </button>
      {onCancel && (
        <button type="button" className={formStyles.secondary} onClick={onCancel}>
          {t('account.cancel')}
        </button>
      )}
    </div>
  );
}
