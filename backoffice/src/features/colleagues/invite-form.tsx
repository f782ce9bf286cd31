import { isApiError } from '@shop/shared';
import { PostForm } from '@shop/shared/forms';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteColleague } from '../../api/invitations-api';
import { Field } from '../../components/field';
import ui from '../../components/staff-ui.module.css';

/** Staff invite staff: the colleague is mailed a link to set up their login. */
export function InviteForm() {
  const { t } = useTranslation('backoffice');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (address === '') {
      setMessage({ ok: false, text: t('common.required') });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await inviteColleague(address);
      setMessage({ ok: true, text: t('colleagues.sent', { email: address }) });
      setEmail('');
    } catch (error) {
      const status = isApiError(error) ? error.response?.status : undefined;
      setMessage({ ok: false, text: status === 409 ? t('colleagues.exists') : t('common.actionFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PostForm onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('colleagues.intro')}</p>
      <Field label={t('colleagues.email')} name="email" type="email" autoComplete="off" required value={email} onValue={setEmail} />
      <button type="submit" className={ui.primary} disabled={busy}>
        {t('colleagues.submit')}
      </button>
      {message && (
        <p className={message.ok ? ui.success : ui.failure} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </PostForm>
  );
}
