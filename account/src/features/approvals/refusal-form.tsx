import { PostForm } from '@shop/shared/forms';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../forms/form.module.css';
import fieldStyles from '../../forms/field.module.css';

/** The API's bound of a refusal's reason. */
const MAX_REASON = 500;

/** The reason an order is refused (the requester reads it), then the refusal; or back. */
export function RefusalForm({ name, onRefuse, onCancel }: { name: string; onRefuse: (reason: string) => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Opened from the refuse button, which is gone now: the keyboard goes on in the reason.
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <PostForm
      className={formStyles.form}
      aria-label={t('people.refuseLabel', { name })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const text = reason.trim();
        const problem = text === '' ? t('people.refusalRequired') : text.length > MAX_REASON ? t('people.refusalTooLong') : null;
        setError(problem);
        if (problem) return;
        setBusy(true);
        void onRefuse(text).finally(() => setBusy(false));
      }}
    >
      <div className={fieldStyles.field}>
        <label htmlFor={id}>{t('people.refusalReason')}</label>
        <textarea
          ref={field}
          id={id}
          value={reason}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
        />
        {error ? (
          <span id={`${id}-message`} className={fieldStyles.error} role="alert">
            {error}
          </span>
        ) : (
          <span id={`${id}-message`} className={fieldStyles.hint}>
            {t('people.refusalHint')}
          </span>
        )}
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.danger} disabled={busy}>
          {t('people.confirmRefuse')}
        </button>
        <button type="button" className={formStyles.secondary} onClick={onCancel}>
          {t('account.cancel')}
        </button>
      </div>
    </PostForm>
  );
}
