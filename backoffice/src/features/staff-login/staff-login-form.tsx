import { PostForm } from '@shop/shared/forms';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import ui from '../../components/staff-ui.module.css';
import { typedCode } from '../../rules/otpauth';
import { confirmStaffCode, logInStaff } from '../../state/staff-actions';
import { useStaffStore } from '../../state/use-staff-store';
import { type LoginProblem, loginProblem } from './login-problem';

/**
 * The staff login in two steps: e-mail and password, then the authenticator app's code (or one
 * of the recovery codes). `onLoggedIn` runs once the staff session is set.
 */
export function StaffLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation('backoffice');
  const step = useStaffStore((state) => state.loginStep);
  const setStep = useStaffStore((state) => state.setLoginStep);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<LoginProblem | null>(null);

  async function attempt(action: () => Promise<void>, at: 'password' | 'code', then?: () => void) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      then?.();
    } catch (error) {
      const found = loginProblem(error, at);
      setProblem(found);
      if (found.key === 'login.codeExpired') setStep('password');
    } finally {
      setBusy(false);
    }
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    setMissing(email.trim() === '' || password === '');
    if (email.trim() === '' || password === '') return;
    void attempt(() => logInStaff(email.trim(), password), 'password', () => setPassword(''));
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    setMissing(code.trim() === '');
    if (code.trim() === '') return;
    const proof = useRecovery ? { recoveryCode: code.trim() } : { code: typedCode(code) };
    void attempt(() => confirmStaffCode(proof), 'code', onLoggedIn);
  }

  const message = problem && (
    <p className={ui.failure} role="alert">
      {problem.key === 'login.limited' ? t(problem.key, { minutes: problem.minutes }) : t(problem.key)}
    </p>
  );

  if (step === 'code') {
    return (
      <PostForm onSubmit={submitCode} noValidate aria-label={t('login.codeHeading')}>
        <h2>{t('login.codeHeading')}</h2>
        <Field
          label={useRecovery ? t('login.recoveryCode') : t('login.code')}
          name={useRecovery ? 'recoveryCode' : 'code'}
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          required
          value={code}
          error={missing ? t('common.required') : undefined}
          onValue={setCode}
        />
        {message}
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={busy}>
            {busy ? t('login.submitting') : t('login.codeSubmit')}
          </button>
          <button type="button" className={ui.secondary} onClick={() => {
              setUseRecovery(!useRecovery);
              setCode('');
            }}>
            {useRecovery ? t('login.useApp') : t('login.useRecovery')}
          </button>
          <button type="button" className={ui.secondary} onClick={() => {
              setStep('password');
              setCode('');
              setProblem(null);
            }}>
            {t('login.startOver')}
          </button>
        </div>
      </PostForm>
    );
  }

  return (
    <PostForm onSubmit={submitPassword} noValidate>
      <Field label={t('login.email')} name="email" type="email" autoComplete="username" required value={email} error={missing && email.trim() === '' ? t('common.required') : undefined} onValue={setEmail} />
      <Field
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={missing && password === '' ? t('common.required') : undefined}
        onValue={setPassword}
      />
      {message}
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </div>
    </PostForm>
  );
}
