import { isApiError } from '@shop/shared';
import { PASSWORD_LENGTH } from '@shop/shared/contracts';
import { PostForm } from '@shop/shared/forms';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Enrolment, postSetupConfirm, postSetupPassword } from '../../api/setup-api';
import { Field } from '../../components/field';
import ui from '../../components/staff-ui.module.css';
import { groupedSecret, typedCode } from '../../rules/otpauth';

type Step = { name: 'password' } | { name: 'app'; enrolment: Enrolment } | { name: 'done'; recoveryCodes: string[] };

type FailureKey = 'setup.linkGone' | 'setup.codeWrong' | 'setup.passwordRefused' | 'common.actionFailed';

/** Why a step of the link failed: the link is gone (its 400 says so), the password or the code refused, or else. */
function failureKey(error: unknown, at: 'password' | 'code'): FailureKey {
  const status = isApiError(error) ? error.response?.status : undefined;
  if (status === 400 && /link/i.test(isApiError(error) ? error.message : '')) return 'setup.linkGone';
  if (status === 400) return at === 'code' ? 'setup.codeWrong' : 'setup.passwordRefused';
  return 'common.actionFailed';
}

/**
 * A single-use link's set-up: a password, then the authenticator app (its secret as text and its
 * otpauth link), confirmed by a code from the app; then the recovery codes, shown this once.
 */
export function SetupFlow({ token, loginHref }: { token: string; loginHref: string }) {
  const { t } = useTranslation('backoffice');
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<Step>, at: 'password' | 'code') {
    setBusy(true);
    setFailure(null);
    try {
      setStep(await action());
    } catch (error) {
      setFailure(t(failureKey(error, at)));
    } finally {
      setBusy(false);
    }
  }

  const alert = failure && (
    <p className={ui.failure} role="alert">
      {failure}
    </p>
  );

  if (step.name === 'done') {
    return (
      <section aria-labelledby="staff-setup-done">
        <h2 id="staff-setup-done">{t('setup.doneHeading')}</h2>
        <p>{t('setup.doneIntro')}</p>
        <ul aria-label={t('login.recoveryCode')}>
          {step.recoveryCodes.map((recovery) => (
            <li key={recovery} className={ui.code}>
              {recovery}
            </li>
          ))}
        </ul>
        <Link to={loginHref}>{t('setup.toLogin')}</Link>
      </section>
    );
  }

  if (step.name === 'app') {
    const { enrolment } = step;
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (typedCode(code) === '') return;
      void run(async () => ({ name: 'done', recoveryCodes: await postSetupConfirm(token, typedCode(code)) }), 'code');
    };
    return (
      <section aria-labelledby="staff-setup-app">
        <h2 id="staff-setup-app">{t('setup.appHeading')}</h2>
        <p>{t('setup.appIntro')}</p>
        <dl>
          <dt>{t('setup.secret')}</dt>
          <dd className={ui.code} data-secret={enrolment.secret}>
            {groupedSecret(enrolment.secret)}
          </dd>
        </dl>
        <p>
          <a href={enrolment.otpauthUri}>{t('setup.openInApp')}</a>
        </p>
        <PostForm onSubmit={submit} noValidate>
          <Field label={t('setup.code')} name="code" autoComplete="one-time-code" inputMode="numeric" required value={code} onValue={setCode} />
          {alert}
          <button type="submit" className={ui.primary} disabled={busy}>
            {t('setup.codeSubmit')}
          </button>
        </PostForm>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < PASSWORD_LENGTH.min) {
      setFailure(t('setup.passwordRefused'));
      return;
    }
    void run(async () => ({ name: 'app', enrolment: await postSetupPassword(token, password) }), 'password');
  };
  return (
    <PostForm onSubmit={submit} noValidate>
      <p>{t('setup.passwordIntro')}</p>
      <Field
        label={t('setup.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        hint={t('setup.passwordHint')}
        onValue={setPassword}
      />
      {alert}
      <button type="submit" className={ui.primary} disabled={busy}>
        {t('setup.passwordSubmit')}
      </button>
    </PostForm>
  );
}
