import type { Locale } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUSAL } from '../../api/refusals';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { CompanyFields, InvoiceFields } from '../../forms/organization-fields';
import { EMPTY_ORGANIZATION, type OrganizationField, type OrganizationValues } from '../../forms/organization-values';
import type { FieldErrors } from '../../forms/rules';
import { createOrganization } from '../../state/account-actions';
import { CONFIRMATION_NOT_SENT, type OrganizationStatus } from '../../state/account-rules';
import { CheckYourEmail } from '../signup/check-your-email';
import { ClaimNumberNote } from '../signup/claim-number-note';
import { EMPTY_PERSON, type PersonField, type PersonValues, checkOrganization, checkPerson, hasErrors, registrationInput } from './registration-values';
import { RegistrationOutcome } from './registration-outcome';

const NUMBER_TAKEN = 'OrganizationNumberTaken';

/** Create account (spec §2): the organisation, its invoicing, the first contact person and a password. */
export function RegistrationForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation('account');
  const [organization, setOrganization] = useState<OrganizationValues>(EMPTY_ORGANIZATION);
  const [person, setPerson] = useState<PersonValues>(EMPTY_PERSON);
  const [orgErrors, setOrgErrors] = useState<FieldErrors<OrganizationField>>({});
  const [personErrors, setPersonErrors] = useState<FieldErrors<PersonField>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<OrganizationStatus | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const foundOrg = checkOrganization(organization);
    const foundPerson = checkPerson(person);
    setOrgErrors(foundOrg);
    setPersonErrors(foundPerson);
    if (hasErrors(foundOrg, foundPerson)) return;
    setBusy(true);
    const created = await createOrganization({ ...registrationInput(organization, person), locale });
    setStatus(created);
    // Said next to the number, with the way to claim it (RegistrationOutcome leaves it out).
    if (created.message === NUMBER_TAKEN) setOrgErrors((current) => ({ ...current, organizationNumber: { key: 'organization.error_OrganizationNumberTaken' } }));
    // The API's own password rule is said next to the field, as the form's rules are.
    if (created.message === REFUSAL.weakPassword) setPersonErrors((current) => ({ ...current, password: { key: 'account.passwordTooWeak' } }));
    setBusy(false);
  }

  if (status?.code === 202) return <CheckYourEmail email={person.contactEmail.trim()} password={person.password} mailSent={status.message !== CONFIRMATION_NOT_SENT} />;

  const changeOrg = (changes: Partial<OrganizationValues>) => setOrganization((current) => ({ ...current, ...changes }));
  const personField = (field: PersonField) => (value: string) => setPerson((current) => ({ ...current, [field]: value }));
  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={formStyles.section}>
        <legend>{t('organization.companySection')}</legend>
        <CompanyFields
          values={organization}
          errors={orgErrors}
          onChange={changeOrg}
          numberNote={status?.message === NUMBER_TAKEN ? <ClaimNumberNote locale={locale} /> : undefined}
        />
      </fieldset>
      <fieldset className={formStyles.section}>
        <legend>{t('organization.invoiceSection')}</legend>
        <InvoiceFields values={organization} errors={orgErrors} onChange={changeOrg} />
      </fieldset>
      <fieldset className={formStyles.section}>
        <legend>{t('organization.contactSection')}</legend>
        <Field label={t('organization.contactName')} name="contactName" autoComplete="name" value={person.contactName} error={personErrors.contactName} onValue={personField('contactName')} />
        <Field label={t('organization.contactEmail')} name="contactEmail" type="email" autoComplete="email" value={person.contactEmail} error={personErrors.contactEmail} onValue={personField('contactEmail')} />
        <Field label={t('organization.contactPhone')} name="contactPhone" type="tel" autoComplete="tel" value={person.contactPhone} error={personErrors.contactPhone} onValue={personField('contactPhone')} />
      </fieldset>
      <fieldset className={formStyles.section}>
        <legend>{t('organization.passwordSection')}</legend>
        <Field label={t('organization.password')} name="password" type="password" autoComplete="new-password" hint={t('organization.passwordHint')} value={person.password} error={personErrors.password} onValue={personField('password')} />
      </fieldset>
      <RegistrationOutcome status={status} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={busy}>
          {busy ? t('organization.creating') : t('organization.submitCreate')}
        </button>
      </div>
    </form>
  );
}
