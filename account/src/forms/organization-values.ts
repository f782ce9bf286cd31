import type { InvoiceType } from '@shop/shared/contracts';
import type { Organization, OrganizationInput } from '@shop/shared/contracts';
import { type FieldErrors, type Rule, checkForm, email, organizationNumber, zipCode } from './rules';

/** An organisation form as the person types it: every field a string. */
export interface OrganizationValues {
  name: string;
  organizationNumber: string;
  street: string;
  zipCode: string;
  area: string;
  separateInvoiceAddress: boolean;
  invoiceStreet: string;
  invoiceZipCode: string;
  invoiceArea: string;
  invoiceType: InvoiceType;
  invoiceEmail: string;
  invoiceReference: string;
}

export type OrganizationField = Exclude<keyof OrganizationValues, 'separateInvoiceAddress' | 'invoiceType'>;

export const EMPTY_ORGANIZATION: OrganizationValues = {
  name: '',
  organizationNumber: '',
  street: '',
  zipCode: '',
  area: '',
  separateInvoiceAddress: false,
  invoiceStreet: '',
  invoiceZipCode: '',
  invoiceArea: '',
  invoiceType: 'email',
  invoiceEmail: '',
  invoiceReference: '',
};

export function valuesOf(organization: Organization): OrganizationValues {
  return {
    name: organization.name,
    organizationNumber: organization.organizationNumber,
    street: organization.address.street,
    zipCode: organization.address.zipCode,
    area: organization.address.area,
    separateInvoiceAddress: organization.invoiceAddress !== null,
    invoiceStreet: organization.invoiceAddress?.street ?? '',
    invoiceZipCode: organization.invoiceAddress?.zipCode ?? '',
    invoiceArea: organization.invoiceAddress?.area ?? '',
    invoiceType: organization.invoiceType,
    invoiceEmail: organization.invoiceEmail ?? '',
    invoiceReference: organization.invoiceReference,
  };
}

export function inputOf(values: OrganizationValues): OrganizationInput {
  return {
    name: values.name.trim(),
    organizationNumber: values.organizationNumber.replace(/\s/g, ''),
    address: { street: values.street.trim(), zipCode: values.zipCode.trim(), area: values.area.trim() },
    invoiceAddress: values.separateInvoiceAddress
      ? { street: values.invoiceStreet.trim(), zipCode: values.invoiceZipCode.trim(), area: values.invoiceArea.trim() }
      : null,
    invoiceType: values.invoiceType,
    invoiceEmail: values.invoiceType === 'email' ? values.invoiceEmail.trim() : null,
    invoiceReference: values.invoiceReference.trim(),
  };
}

/** The checks of an organisation form; fields that are hidden (invoice address, e-mail) are skipped. */
export function checkOrganization(values: OrganizationValues): FieldErrors<OrganizationField> {
  const rules: Partial<Record<OrganizationField, Rule[] | { rules: Rule[]; optional: true }>> = {
    name: [],
    organizationNumber: [organizationNumber],
    street: [],
    zipCode: [zipCode],
    area: [],
    invoiceReference: { rules: [], optional: true },
  };
  if (values.separateInvoiceAddress) {
    rules.invoiceStreet = [];
    rules.invoiceZipCode = [zipCode];
    rules.invoiceArea = [];
  }
  if (values.invoiceType === 'email') rules.invoiceEmail = [email];
  return checkForm<OrganizationField>(values, rules);
}
