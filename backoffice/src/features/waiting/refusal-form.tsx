import { PostForm } from '@shop/shared/forms';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type WaitingOrganization, refuseOrganization } from '../../api/waiting-api';
import ui from '../../components/staff-ui.module.css';
import { actionFailureKey } from '../../rules/action-failure';

/** A refusal with its reason, which the API mails to the registrant. */
export function RefusalForm({ organization, onRefused, onCancel }: { organization: WaitingOrganization; onRefused: () => void; onCancel: () => void }) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblem(t('common.required'));
      return;
    }
    setBusy(true);
    try {
      await refuseOrganization(organization.organizationNumber, reason.trim());
      onRefused();
    } catch (error) {
      setProblem(t(actionFailureKey(error)));
      setBusy(false);
    }
  }

  return (
    <PostForm onSubmit={(event) => void submit(event)} noValidate aria-label={t('waiting.refuse', { name: organization.name })}>
      <div className={ui.field}>
        <label htmlFor={id}>{t('waiting.refuseReason')}</label>
        <textarea id={id} name="reason" rows={3} required value={reason} onChange={(event) => setReason(event.target.value)} />
      </div>
      {problem && (
        <p className={ui.failure} role="alert">
          {problem}
        </p>
      )}
      <div className={ui.actions}>
        <button type="submit" className={ui.danger} disabled={busy}>
          {t('waiting.refuseSubmit')}
        </button>
        <button type="button" className={ui.secondary} onClick={onCancel}>
          {t('waiting.cancel')}
        </button>
      </div>
    </PostForm>
  );
}
