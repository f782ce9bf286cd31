import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { type RuleMessage, checkValue, email as emailRule } from '../../forms/rules';
import { ResendFeedback } from './resend-feedback';
import styles from './signup.module.css';
import { useResendLink } from './use-resend-link';

/** A link that has run out (or was never valid): the address it was for gets a new one. */
export function NewLinkForm() {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<RuleMessage | null>(null);
  const { state, send } = useResendLink();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkValue(email, [emailRule]);
    setError(problem);
    if (problem === null) await send(email.trim());
  }

  return (
    <form className={styles.notice} onSubmit={(event) => void submit(event)} noValidate aria-label={t('signup.resend')}>
      <p className={formStyles.failure}>{t('signup.linkExpired')}</p>
      <Field label={t('signup.registeredEmail')} name="registeredEmail" type="email" autoComplete="email" value={email} error={error ?? undefined} onValue={setEmail} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.secondary} disabled={state === 'busy'}>
          {state === 'busy' ? t('signup.resending') : t('signup.resend')}
        </button>
      </div>
      <ResendFeedback state={state} email={email.trim()} />
    </form>
  );
}
