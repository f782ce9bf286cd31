import { fetchOrganization, useShopStore } from '@shop/shared';
import { type Organization } from '@shop/shared/contracts';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../forms/load-state';
import { useLoad } from '@shop/shared/forms';
import { OrganizationForm } from './organization-form';

/** Company info or invoice details of the user's organisation, editable. */
export function OrganizationDetails({ part }: { part: 'company' | 'invoice' }) {
  const { t } = useTranslation('account');
  const orgId = useShopStore((state) => state.user?.organization.id ?? null);
  const { loaded, reload } = useLoad<Organization>(orgId, () => fetchOrganization(orgId as string));
  return (
    <section>
      <h1>{part === 'company' ? t('organization.companyHeading') : t('organization.invoiceHeading')}</h1>
      <LoadState loaded={loaded} reload={reload}>
        {(organization) => <OrganizationForm key={`${organization.id}-${part}`} organization={organization} part={part} />}
      </LoadState>
    </section>
  );
}
