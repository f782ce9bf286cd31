// The account team's own calls of the organisation API: registration, editing the organisation,
// its contact persons, and changing or deleting a delivery address. What the cart's checkout uses
// too (the organisation, listing and adding delivery addresses) is the kernel's.
import type { ContactPerson, ContactPersonInput, Registered, RegistrationError } from '@shop/shared/contracts';
import { type Locale, apiClient, organizationPath } from '@shop/shared';
import { type DeliveryAddress, type DeliveryAddressInput, type Organization, type OrganizationInput } from '@shop/shared/contracts';

export type { ContactPerson, ContactPersonInput, RegistrationError };

export interface RegistrationInput extends OrganizationInput {
  contact: ContactPersonInput;
  password: string;
  /** The page's language: the confirmation mail is written in it. */
  locale?: Locale;
}

export async function createOrganizationCall(input: RegistrationInput): Promise<Registered> {
  return (await apiClient.post<Registered>('/organization', input)).data;
}

/** Spec §7: the body carries the organisation's id as well. */
export async function editOrganizationCall(orgId: string, input: OrganizationInput): Promise<Organization> {
  return (await apiClient.post<Organization>(organizationPath(orgId), { id: orgId, ...input })).data;
}

export async function fetchContactPersons(orgId: string): Promise<ContactPerson[]> {
  return (await apiClient.get<ContactPerson[]>(`${organizationPath(orgId)}/contactPersons`)).data;
}

export async function createContactPersonCall(orgId: string, input: ContactPersonInput): Promise<ContactPerson> {
  return (await apiClient.post<ContactPerson>(`${organizationPath(orgId)}/customers`, input)).data;
}

/** Without changes (as the spec sends it, no body): makes the contact the main contact. */
export async function editContactPersonCall(
  orgId: string,
  contactId: string,
  changes?: Partial<ContactPersonInput>,
): Promise<ContactPerson> {
  return (await apiClient.put<ContactPerson>(`${organizationPath(orgId)}/contacts/${encodeURIComponent(contactId)}`, changes)).data;
}

export async function deleteContactPersonCall(orgId: string, contactId: string): Promise<void> {
  await apiClient.delete(`${organizationPath(orgId)}/contacts/${encodeURIComponent(contactId)}`);
}

/** Spec §7: the body carries no id, whatever the caller hands in. */
export async function editDeliveryAddressCall(orgId: string, addressId: string, input: DeliveryAddressInput): Promise<DeliveryAddress> {
  const { recipient, street, zipCode, area } = input;
  const body = { recipient, street, zipCode, area };
  return (await apiClient.put<DeliveryAddress>(`${organizationPath(orgId)}/deliveryAddress/${encodeURIComponent(addressId)}`, body)).data;
}

export async function deleteDeliveryAddressCall(orgId: string, addressId: string): Promise<void> {
  await apiClient.delete(`${organizationPath(orgId)}/deliveryAddress/${encodeURIComponent(addressId)}`);
}
