import { type Locale, getHref } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Field } from '../../forms/field';
import formStyles from '../../forms/form.module.css';
import { CompanyFields, InvoiceFields } from '../../forms/organization-fields';
import { EMPTY_ORGANIZATION, type OrganizationField, type OrganizationValues } from '../../forms/organization-values';
import type { FieldErrors } from '../../forms/rules';
import { createOrganization } from '../../state/account-actions';
import type { OrganizationStatus } from '../../state/account-rules';
import { EMPTY_PERSON, type PersonField, type PersonValues, checkOrganization, checkPerson, hasErrors, registrationInput } from './registration-values';
import { RegistrationOutcome } from './registration-outcome';

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
    setStatus(await createOrganization(registrationInput(organization, person)));
    setBusy(false);
  }

  if (status?.code === 202) {
    return (
      <p className={formStyles.success} role="status">
        {t('organization.created')} <Link to={getHref('account', locale)}>{t('organization.goToAccount')}</Link>
      </p>
    );
  }

  const changeOrg = (changes: Partial<OrganizationValues>) => setOrganization((current) => ({ ...current, ...changes }));
  const personField = (field: PersonField) => (value: string) => setPerson((current) => ({ ...current, [field]: value }));
  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={formStyles.section}>
        <legend>{t('organization.companySection')}</legend>
        <CompanyFields values={organization} errors={orgErrors} onChange={changeOrg} />
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
