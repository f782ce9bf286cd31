import { PostForm } from '@shop/shared/forms';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { type FieldErrors, checkForm, email as emailRule } from '../../forms/rules';
import { ResendFeedback } from './resend-feedback';
import styles from './signup.module.css';
import { useResendLink } from './use-resend-link';

/**
 * A link that has run out (or was never valid): the registration it was for gets a new one, if
 * the e-mail and password registered with are given (a registration older than 48 hours is gone).
 */
export function NewLinkForm() {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const { state, send } = useResendLink();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkForm({ email, password }, { email: [emailRule], password: [] });
    setErrors(found);
    if (Object.keys(found).length === 0) await send(email.trim(), password);
  }

  return (
    <PostForm className={styles.notice} onSubmit={(event) => void submit(event)} noValidate aria-label={t('signup.resend')}>
      <p className={formStyles.failure}>{t('signup.linkExpired')}</p>
      <Field label={t('signup.registeredEmail')} name="registeredEmail" type="email" autoComplete="email" value={email} error={errors.email} onValue={setEmail} />
      <Field
        label={t('signup.registeredPassword')}
        name="registeredPassword"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onValue={setPassword}
      />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.secondary} disabled={state === 'busy'}>
          {state === 'busy' ? t('signup.resending') : t('signup.resend')}
        </button>
      </div>
      <ResendFeedback state={state} email={email.trim()} />
    </PostForm>
  );
}
