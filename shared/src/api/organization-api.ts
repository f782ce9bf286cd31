import { apiClient } from './api-client';

export type InvoiceType = 'email' | 'ehf' | 'paper';

export interface PostalAddress {
  street: string;
  zipCode: string;
  area: string;
}

export interface OrganizationInput {
  name: string;
  organizationNumber: string;
  address: PostalAddress;
  invoiceAddress: PostalAddress | null;
  invoiceType: InvoiceType;
  invoiceEmail: string | null;
  invoiceReference: string;
}

export interface Organization extends OrganizationInput {
  id: string;
  mainContactId: string | null;
}

export interface ContactPersonInput {
  name: string;
  email: string;
  phone: string;
}

/** A contact person (spec §3); the API adds whether they are the main contact and can log in. */
export interface ContactPerson extends ContactPersonInput {
  id: string;
  isMainContact: boolean;
  canLogIn: boolean;
}

/** A delivery address (spec §3); the recipient may be empty. */
export interface DeliveryAddressInput {
  recipient: string;
  street: string;
  zipCode: string;
  area: string;
}

export interface DeliveryAddress extends DeliveryAddressInput {
  id: string;
}

export interface RegistrationInput extends OrganizationInput {
  contact: ContactPersonInput;
  password: string;
}

/** One item of the `Errors` list registration answers with (spec §7). */
export interface RegistrationError {
  Code: string;
  Field?: string;
  Message: string;
}

const org = (orgId: string) => `/organization/${encodeURIComponent(orgId)}`;

export async function createOrganizationCall(input: RegistrationInput): Promise<{ id: string; userId: string }> {
  return (await apiClient.post<{ id: string; userId: string }>('/organization', input)).data;
}

export async function fetchOrganization(orgId: string): Promise<Organization> {
  return (await apiClient.get<Organization>(org(orgId))).data;
}

export async function editOrganizationCall(orgId: string, input: OrganizationInput): Promise<Organization> {
  return (await apiClient.post<Organization>(org(orgId), { id: orgId, ...input })).data;
}

export async function fetchContactPersons(orgId: string): Promise<ContactPerson[]> {
  return (await apiClient.get<ContactPerson[]>(`${org(orgId)}/contactPersons`)).data;
}

export async function createContactPersonCall(orgId: string, input: ContactPersonInput): Promise<ContactPerson> {
  return (await apiClient.post<ContactPerson>(`${org(orgId)}/customers`, input)).data;
}

/** Without changes (as the spec sends it): makes the contact the main contact. */
export async function editContactPersonCall(
  orgId: string,
  contactId: string,
  changes?: Partial<ContactPersonInput>,
): Promise<ContactPerson> {
  return (await apiClient.put<ContactPerson>(`${org(orgId)}/contacts/${encodeURIComponent(contactId)}`, changes)).data;
}

export async function deleteContactPersonCall(orgId: string, contactId: string): Promise<void> {
  await apiClient.delete(`${org(orgId)}/contacts/${encodeURIComponent(contactId)}`);
}

export async function fetchDeliveryAddresses(orgId: string): Promise<DeliveryAddress[]> {
  return (await apiClient.get<DeliveryAddress[]>(`${org(orgId)}/deliveryAddress`)).data;
}

export async function createDeliveryAddressCall(orgId: string, input: DeliveryAddressInput): Promise<DeliveryAddress> {
  return (await apiClient.post<DeliveryAddress>(`${org(orgId)}/deliveryAddress`, input)).data;
}

/** The body carries no id (spec §7). */
export async function editDeliveryAddressCall(
  orgId: string,
  addressId: string,
  input: DeliveryAddressInput,
): Promise<DeliveryAddress> {
  const { recipient, street, zipCode, area } = input;
  const body = { recipient, street, zipCode, area };
  return (await apiClient.put<DeliveryAddress>(`${org(orgId)}/deliveryAddress/${encodeURIComponent(addressId)}`, body)).data;
}

export async function deleteDeliveryAddressCall(orgId: string, addressId: string): Promise<void> {
  await apiClient.delete(`${org(orgId)}/deliveryAddress/${encodeURIComponent(addressId)}`);
}
