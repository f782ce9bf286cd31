import type { FieldChecker } from '../../infra/validation/field-checker';
import {
  type ContactBody,
  type ContactPersonInput as ContactInput,
  type DeliveryAddressBody,
  type DeliveryAddressInput,
  INVOICE_TYPES,
  type OrganizationDetailsBody,
  type OrganizationInput as OrganizationDetails,
  type PostalAddress,
} from '@shop/shared/contracts';

// Bodies as the contract's schemas let them through: every field may be missing and every text
// is only capped in length. These functions check every value and name each field that is wrong.
type AddressBody = Partial<PostalAddress> | null | undefined;

const field = (prefix: string, name: string) => (prefix === '' ? name : `${prefix}.${name}`);

function address(check: FieldChecker, prefix: string, value: AddressBody): PostalAddress {
  return {
    street: check.text(field(prefix, 'street'), value?.street),
    zipCode: check.zipCode(field(prefix, 'zipCode'), value?.zipCode),
    area: check.text(field(prefix, 'area'), value?.area, { max: 100 }),
  };
}

export function readOrganizationDetails(check: FieldChecker, body: OrganizationDetailsBody): OrganizationDetails {
  const invoiceType = check.oneOf('invoiceType', body.invoiceType, INVOICE_TYPES);
  const hasInvoiceAddress = body.invoiceAddress !== undefined && body.invoiceAddress !== null;
  return {
    name: check.text('name', body.name),
    organizationNumber: check.organizationNumber('organizationNumber', body.organizationNumber),
    address: address(check, 'address', body.address),
    invoiceAddress: hasInvoiceAddress ? address(check, 'invoiceAddress', body.invoiceAddress) : null,
    invoiceType,
    // An e-mail address for invoices is only asked for (and only kept) when invoices go by e-mail.
    invoiceEmail: invoiceType === 'email' ? check.email('invoiceEmail', body.invoiceEmail) : null,
    invoiceReference: check.text('invoiceReference', body.invoiceReference ?? '', { min: 0, max: 100 }),
  };
}

export function readContact(check: FieldChecker, prefix: string, body: ContactBody | undefined): ContactInput {
  return {
    name: check.text(field(prefix, 'name'), body?.name),
    email: check.email(field(prefix, 'email'), body?.email),
    phone: check.phone(field(prefix, 'phone'), body?.phone),
  };
}

/** The fields present in a contact edit; absent fields stay as they are. */
export function readContactChanges(check: FieldChecker, body: ContactBody): Partial<ContactInput> {
  const changes: Partial<ContactInput> = {};
  if (body.name !== undefined) changes.name = check.text('name', body.name);
  if (body.email !== undefined) changes.email = check.email('email', body.email);
  if (body.phone !== undefined) changes.phone = check.phone('phone', body.phone);
  return changes;
}

export function readDeliveryAddress(check: FieldChecker, body: DeliveryAddressBody): DeliveryAddressInput {
  return {
    recipient: check.text('recipient', body.recipient ?? '', { min: 0, max: 200 }),
    ...address(check, '', body),
  };
}
