import { PostForm } from '@shop/shared/forms';
import type { Organization } from '@shop/shared/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUSAL } from '../../api/refusals';
import formStyles from '../../forms/form.module.css';
import { CompanyFields, InvoiceFields } from '../../forms/organization-fields';
import { type OrganizationValues, checkOrganization, inputOf, valuesOf } from '../../forms/organization-values';
import { useCheckedForm } from '../../forms/use-checked-form';
import { editOrganization } from '../../state/account-actions';
import { useAccountStore } from '../../state/use-account-store';
import { FormActions, FormOutcome } from '../../forms/form-actions';

/** Edits the organisation (POST /api/organization/{id}); the status says 200 or 500 (spec §4). */
export function OrganizationForm({ organization, part }: { organization: Organization; part: 'company' | 'invoice' }) {
  const { t } = useTranslation('account');
  const status = useAccountStore((state) => state.organizationStatus);
  const resetStatus = useAccountStore((state) => state.resetOrganizationStatus);
  useEffect(() => resetStatus, [resetStatus]);

  // The status of spec §4 (200 or 500) is the account store's: the form keeps only its values.
  const form = useCheckedForm<OrganizationValues>({
    initial: () => valuesOf(organization),
    check: checkOrganization,
    onSubmit: async (values) => {
      await editOrganization(inputOf(values));
      return {};
    },
  });
  const { values, errors, busy, submit } = form;
  const change = (changes: Partial<OrganizationValues>) => {
    form.change(changes);
    if (status.ordered) resetStatus();
  };

  const failureText = status.message === REFUSAL.demoAccount ? t('account.demoAccount') : t('organization.editFailed');
  return (
    <PostForm className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={formStyles.section}>
        <legend>{part === 'company' ? t('organization.companySection') : t('organization.invoiceSection')}</legend>
        {part === 'company' ? (
          <CompanyFields values={values} errors={errors} onChange={change} numberReadOnly />
        ) : (
          <InvoiceFields values={values} errors={errors} onChange={change} />
        )}
      </fieldset>
      {status.ordered && <FormOutcome ok={status.code === 200}>{status.code === 200 ? t('organization.editSaved') : failureText}</FormOutcome>}
      <FormActions busy={busy} />
    </PostForm>
  );
}
