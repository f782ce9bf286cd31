import type { InvoiceType } from '@shop/shared/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field';
import formStyles from './form.module.css';
import type { OrganizationField, OrganizationValues } from './organization-values';
import type { FieldErrors } from './rules';

interface Props {
  values: OrganizationValues;
  errors: FieldErrors<OrganizationField>;
  onChange: (changes: Partial<OrganizationValues>) => void;
}

/** Name, organisation number and the visiting address; `numberNote` stands right below the number. */
export function CompanyFields({
  values,
  errors,
  onChange,
  numberReadOnly = false,
  numberNote,
}: Props & { numberReadOnly?: boolean; numberNote?: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <>
      <Field label={t('organization.orgName')} name="orgName" autoComplete="organization" value={values.name} error={errors.name} onValue={(name) => onChange({ name })} />
      <Field
        label={t('organization.orgNumber')}
        name="organizationNumber"
        inputMode="numeric"
        hint={t('organization.orgNumberHint')}
        readOnly={numberReadOnly}
        value={values.organizationNumber}
        error={errors.organizationNumber}
        onValue={(organizationNumber) => onChange({ organizationNumber })}
      />
      {numberNote}
      <Field label={t('organization.street')} name="street" autoComplete="street-address" value={values.street} error={errors.street} onValue={(street) => onChange({ street })} />
      <div className={formStyles.row}>
        <Field label={t('organization.zipCode')} name="zipCode" inputMode="numeric" autoComplete="postal-code" maxLength={4} value={values.zipCode} error={errors.zipCode} onValue={(zipCode) => onChange({ zipCode })} />
        <Field label={t('organization.area')} name="area" autoComplete="address-level2" value={values.area} error={errors.area} onValue={(area) => onChange({ area })} />
      </div>
    </>
  );
}

const INVOICE_TYPES: readonly InvoiceType[] = ['email', 'ehf', 'paper'];

/** Invoice type with its details, and an invoice address when it differs from the visiting address. */
export function InvoiceFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation('account');
  return (
    <>
      <fieldset className={formStyles.radios}>
        <legend>{t('organization.invoiceType')}</legend>
        {INVOICE_TYPES.map((type) => (
          <label key={type}>
            <input type="radio" name="invoiceType" value={type} checked={values.invoiceType === type} onChange={() => onChange({ invoiceType: type })} />{' '}
            {t(`organization.invoiceType_${type}`)}
          </label>
        ))}
      </fieldset>
      {values.invoiceType === 'email' && (
        <Field label={t('organization.invoiceEmail')} name="invoiceEmail" type="email" value={values.invoiceEmail} error={errors.invoiceEmail} onValue={(invoiceEmail) => onChange({ invoiceEmail })} />
      )}
      {values.invoiceType === 'ehf' && <p className={formStyles.note}>{t('organization.ehfInfo')}</p>}
      {values.invoiceType === 'paper' && <p className={formStyles.note}>{t('organization.paperInfo')}</p>}
      <Field label={t('organization.invoiceReference')} name="invoiceReference" value={values.invoiceReference} error={errors.invoiceReference} onValue={(invoiceReference) => onChange({ invoiceReference })} />
      <label className={formStyles.note}>
        <input type="checkbox" checked={values.separateInvoiceAddress} onChange={(event) => onChange({ separateInvoiceAddress: event.target.checked })} />{' '}
        {t('organization.separateInvoiceAddress')}
      </label>
      {values.separateInvoiceAddress && (
        <>
          <Field label={t('organization.street')} name="invoiceStreet" value={values.invoiceStreet} error={errors.invoiceStreet} onValue={(invoiceStreet) => onChange({ invoiceStreet })} />
          <div className={formStyles.row}>
            <Field label={t('organization.zipCode')} name="invoiceZipCode" inputMode="numeric" maxLength={4} value={values.invoiceZipCode} error={errors.invoiceZipCode} onValue={(invoiceZipCode) => onChange({ invoiceZipCode })} />
            <Field label={t('organization.area')} name="invoiceArea" value={values.invoiceArea} error={errors.invoiceArea} onValue={(invoiceArea) => onChange({ invoiceArea })} />
          </div>
        </>
      )}
    </>
  );
}
