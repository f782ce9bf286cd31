import { isApiError, logIn } from '@shop/shared';
import { PostForm } from '@shop/shared/forms';
import { useTranslation } from 'react-i18next';
import { type FormEvent, useState } from 'react';
import { refusalCodeOf } from '../../api/refusals';
import { Field } from '../../forms/field';
import { type FieldErrors, checkForm } from '../../forms/rules';
import { AskLoginLink } from '../login-link/ask-login-link';
import { ResendLink } from '../signup/resend-link';
import styles from './login-form.module.css';

type Problem =
  | { key: 'account.loginWrong' | 'account.loginFailed' | 'signup.awaitingApproval' | 'signup.organizationRefused' }
  | { key: 'account.loginLimited'; minutes: number; email: string }
  /** The password was right, but the e-mail is not confirmed yet: a new link can go to it. */
  | { key: 'signup.emailNotConfirmed'; email: string; password: string };

function problemOf(error: unknown, email: string, password: string): Problem {
  if (isApiError(error) && error.response?.status === 401) return { key: 'account.loginWrong' };
  // A right password whose login may not see prices yet (README, "Who gets prices").
  if (isApiError(error) && error.response?.status === 403) {
    const code = refusalCodeOf(error);
    if (code === 'EmailNotConfirmed') return { key: 'signup.emailNotConfirmed', email, password };
    if (code === 'AwaitingApproval') return { key: 'signup.awaitingApproval' };
    if (code === 'OrganizationRefused') return { key: 'signup.organizationRefused' };
  }
  if (isApiError(error) && error.response?.status === 429) {
    const seconds = Number(error.response.headers['retry-after'] ?? 60);
    return { key: 'account.loginLimited', minutes: Math.max(1, Math.ceil(seconds / 60)), email };
  }
  return { key: 'account.loginFailed' };
}

/** E-mail and password; on success the session cookies are set and `onLoggedIn` runs. */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkForm({ email, password }, { email: [], password: [] });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setProblem(null);
    try {
      await logIn(email.trim(), password);
      onLoggedIn?.();
    } catch (error) {
      setProblem(problemOf(error, email.trim(), password));
      setBusy(false);
    }
  }

  return (
    <>
      <PostForm className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('account.email')} name="email" type="email" autoComplete="username" required value={email} error={errors.email} onValue={setEmail} />
        <Field
          label={t('account.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onValue={setPassword}
        />
        {problem && (
          <p className={styles.problem} role="alert">
            {problem.key === 'account.loginLimited' ? t(problem.key, { minutes: problem.minutes }) : t(problem.key)}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? t('account.submitting') : t('account.submit')}
        </button>
      </PostForm>
      {/* Outside the form: its own button, not the form's submit. */}
      {problem?.key === 'signup.emailNotConfirmed' && <ResendLink email={problem.email} password={problem.password} />}
      {/* The logins wait (someone may be guessing at the account): the owner's way in is the mailbox. */}
      {problem?.key === 'account.loginLimited' && <AskLoginLink email={problem.email} />}
    </>
  );
}
