import { shopStore, statusOfApiError, useShopStore } from '@shop/shared';
import { PostForm } from '@shop/shared/forms';
import { useTranslation } from 'react-i18next';
import { updateProfile } from '../../api/profile-api';
import { fieldProblemsOf, formRefusalOf } from '../../api/refusals';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { type FieldErrors, type RuleMessage, checkForm, email, phone } from '../../forms/rules';
import { type Submitted, useCheckedForm } from '../../forms/use-checked-form';
import { FormActions, FormOutcome } from '../../forms/form-actions';

type ProfileField = 'name' | 'email' | 'phone' | 'currentPassword';
type Outcome = 'saved' | 'demo' | 'limited' | 'notSent' | 'failed';
type ProfileValues = Record<ProfileField, string>;

/** What the API says about each field of a refused save (400; 409: the e-mail cannot be used). */
const FIELD_MESSAGES: Record<ProfileField, RuleMessage> = {
  name: { key: 'account.invalidField' },
  email: { key: 'account.invalidEmail' },
  phone: { key: 'account.invalidPhone' },
  currentPassword: { key: 'account.oldPasswordWrong' },
};

function isProfileField(field: string): field is ProfileField {
  return Object.hasOwn(FIELD_MESSAGES, field);
}

/** A refused save: what the API found wrong with a field is said next to it, the rest under the form. */
function refusalOf(error: unknown): Submitted<ProfileValues, Outcome> {
  const whole = formRefusalOf(error);
  if (whole) return { outcome: whole };
  const status = statusOfApiError(error);
  // The link to a new address could not be mailed: nothing waits for it.
  if (status === 503) return { outcome: 'notSent' };
  const errors: FieldErrors<ProfileField> = {};
  for (const { field } of status === 400 || status === 409 ? fieldProblemsOf(error) : []) {
    if (!isProfileField(field)) continue;
    errors[field] = status === 409 && field === 'email' ? { key: 'account.emailInUse' } : FIELD_MESSAGES[field];
  }
  return Object.keys(errors).length > 0 ? { errors } : { outcome: 'failed' };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The user's name, e-mail and phone. The e-mail is the login, so changing it asks for the current
 * password as well (the field appears once the e-mail differs from the saved one), and the new
 * address becomes the login only when the link mailed there is opened: until then the form says
 * where the link went.
 */
export function ProfileForm() {
  const { t } = useTranslation('account');
  const user = useShopStore((state) => state.user);
  const changes = (typed: ProfileValues) => user !== null && !sameEmail(typed.email, user.email);
  const { values, errors, outcome, busy, field, submit } = useCheckedForm<ProfileValues, Outcome>({
    initial: () => ({ name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '', currentPassword: '' }),
    check: (typed) => checkForm(typed, { name: [], email: [email], phone: [phone], ...(changes(typed) ? { currentPassword: [] } : {}) }),
    onSubmit: user
      ? async (typed) => {
          try {
            const profile = { name: typed.name.trim(), email: typed.email.trim(), phone: typed.phone.trim() };
            const updated = await updateProfile(user.id, changes(typed) ? { ...profile, currentPassword: typed.currentPassword } : profile);
            shopStore.getState().logIn(updated);
            // The login stays the saved address until the new one is confirmed (updated.pendingEmail).
            return { outcome: 'saved', reset: { email: updated.email, currentPassword: '' } };
          } catch (error) {
            return refusalOf(error);
          }
        }
      : null,
  });
  const changesEmail = changes(values);

  const messages: Record<Outcome, string> = {
    saved: t('account.profileSaved'),
    demo: t('account.demoAccount'),
    limited: t('account.tooManyAttempts'),
    notSent: t('account.emailChangeNotSent'),
    failed: t('account.saveFailed'),
  };
  return (
    <PostForm className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      {user?.pendingEmail && (
        <p className={formStyles.note} role="status">
          {t('account.emailChangePending', { email: user.pendingEmail, current: user.email })}
        </p>
      )}
      <Field label={t('account.name')} name="name" autoComplete="name" value={values.name} error={errors.name} onValue={field('name')} />
      <Field label={t('account.email')} name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onValue={field('email')} />
      {changesEmail && (
        <Field
          label={t('account.currentPasswordForEmail')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          hint={t('account.currentPasswordForEmailHint')}
          value={values.currentPassword}
          error={errors.currentPassword}
          onValue={field('currentPassword')}
        />
      )}
      <Field label={t('account.phone')} name="phone" type="tel" autoComplete="tel" value={values.phone} error={errors.phone} onValue={field('phone')} />
      {outcome && <FormOutcome ok={outcome === 'saved'}>{messages[outcome]}</FormOutcome>}
      <FormActions busy={busy} />
    </PostForm>
  );
}
