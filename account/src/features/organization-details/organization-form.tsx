import { type Organization, editOrganization, useShopStore, useShopTranslation } from '@shop/shared';
import { type FormEvent, useEffect, useState } from 'react';
import formStyles from '../../forms/form.module.css';
import { CompanyFields, InvoiceFields } from '../../forms/organization-fields';
import { type OrganizationField, type OrganizationValues, checkOrganization, inputOf, valuesOf } from '../../forms/organization-values';
import type { FieldErrors } from '../../forms/rules';

/** Edits the organisation (POST /api/organization/{id}); the status says 200 or 500 (spec §4). */
export function OrganizationForm({ organization, part }: { organization: Organization; part: 'company' | 'invoice' }) {
  const { t } = useShopTranslation();
  const [values, setValues] = useState<OrganizationValues>(() => valuesOf(organization));
  const [errors, setErrors] = useState<FieldErrors<OrganizationField>>({});
  const [busy, setBusy] = useState(false);
  const status = useShopStore((state) => state.organizationStatus);
  const resetStatus = useShopStore((state) => state.resetOrganizationStatus);
  useEffect(() => resetStatus, [resetStatus]);

  const change = (changes: Partial<OrganizationValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    if (status.ordered) resetStatus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkOrganization(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    await editOrganization(inputOf(values));
    setBusy(false);
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <fieldset className={formStyles.section}>
        <legend>{part === 'company' ? t('organization.companySection') : t('organization.invoiceSection')}</legend>
        {part === 'company' ? (
          <CompanyFields values={values} errors={errors} onChange={change} numberReadOnly />
        ) : (
          <InvoiceFields values={values} errors={errors} onChange={change} />
        )}
      </fieldset>
      {status.ordered && (
        <p className={status.code === 200 ? formStyles.success : formStyles.failure} role={status.code === 200 ? 'status' : 'alert'}>
          {status.code === 200 ? t('organization.editSaved') : t('organization.editFailed')}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={busy}>
          {busy ? t('account.saving') : t('account.save')}
        </button>
      </div>
    </form>
  );
}
