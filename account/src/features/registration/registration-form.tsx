import { PostForm } from '@shop/shared/forms';
import type { Locale } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUSAL } from '../../api/refusals';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { CompanyFields, InvoiceFields } from '../../forms/organization-fields';
import type { OrganizationValues } from '../../forms/organization-values';
import { useCheckedForm } from '../../forms/use-checked-form';
import { createOrganization } from '../../state/account-actions';
import { CONFIRMATION_NOT_SENT, type OrganizationStatus } from '../../state/account-rules';
import { CheckYourEmail } from '../signup/check-your-email';
import { ClaimNumberNote } from '../signup/claim-number-note';
import { EMPTY_REGISTRATION, type RegistrationValues, checkRegistration, registrationInput } from './registration-values';
import { RegistrationOutcome } from './registration-outcome';
import { FormActions } from '../../forms/form-actions';

const NUMBER_TAKEN = 'OrganizationNumberTaken';

/** Create account (spec §2): the organisation, its invoicing, the first contact person and a password. */
export function RegistrationForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation('account');
  // The organisation status of spec §4 (202, 409 with the first error code, 500): the outcome under the form.
  const [status, setStatus] = useState<OrganizationStatus | null>(null);
  const { values, errors, busy, field, change, submit } = useCheckedForm<RegistrationValues>({
    initial: EMPTY_REGISTRATION,
    check: checkRegistration,
    onSubmit: async (typed) => {
      const created = await createOrganization({ ...registrationInput(typed), locale });
      setStatus(created);
      // Said next to the number, with the way to claim it (RegistrationOutcome leaves it out), and
      // the API's own password rule next to the password, as the form's rules are.
      if (created.message === NUMBER_TAKEN) return { errors: { organizationNumber: { key: 'organization.error_OrganizationNumberTaken' } } };
      if (created.message === REFUSAL.weakPassword) return { errors: { password: { key: 'account.passwordTooWeak' } } };
      return {};
    },
  });

  if (status?.code === 202) return <CheckYourEmail email={values.contactEmail.trim()} password={values.password} mailSent={status.message !== CONFIRMATION_NOT_SENT} />;

  const changeOrg = (changes: Partial<OrganizationValues>) => change(changes);
  return (
    <PostForm className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={formStyles.section}>
        <legend>{t('organization.companySection')}</legend>
        <CompanyFields
          values={values}
          errors={errors}
          onChange={changeOrg}
          numberNote={status?.message === NUMBER_TAKEN ? <ClaimNumberNote locale={locale} /> : undefined}
        />
      </fieldset>
      <fieldset className={formStyles.section}>
        <legend>{t('organization.invoiceSection')}</legend>
        <InvoiceFields values={values} errors={errors} onChange={changeOrg} />
      </fieldset>
      <fieldset className={formStyles.section}>
        <legend>{t('organization.contactSection')}</legend>
        <Field label={t('organization.contactName')} name="contactName" autoComplete="name" value={values.contactName} error={errors.contactName} onValue={field('contactName')} />
        <Field label={t('organization.contactEmail')} name="contactEmail" type="email" autoComplete="email" value={values.contactEmail} error={errors.contactEmail} onValue={field('contactEmail')} />
        <Field label={t('organization.contactPhone')} name="contactPhone" type="tel" autoComplete="tel" value={values.contactPhone} error={errors.contactPhone} onValue={field('contactPhone')} />
      </fieldset>
      <fieldset className={formStyles.section}>
        <legend>{t('organization.passwordSection')}</legend>
        <Field label={t('organization.password')} name="password" type="password" autoComplete="new-password" hint={t('organization.passwordHint')} value={values.password} error={errors.password} onValue={field('password')} />
      </fieldset>
      <RegistrationOutcome status={status} />
      <FormActions busy={busy} label={t('organization.submitCreate')} busyLabel={t('organization.creating')} />
    </PostForm>
  );
}
