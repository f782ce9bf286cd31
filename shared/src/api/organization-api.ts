// The organisation's API as two teams use it: the account team manages the organisation and its
// delivery addresses, and the cart team's checkout reads the invoice address, lists the delivery
// addresses and adds a new one. The account team's other calls live in its remote.
import { apiClient } from './http-client';
import type { DeliveryAddress, DeliveryAddressInput, Organization } from '../contracts/organization';

/** The option-list label of a delivery address (spec §3): "Recipient, Street, 0150 Oslo". */
export function deliveryAddressLabel(address: DeliveryAddressInput): string {
  const recipient = address.recipient.trim();
  return `${recipient !== '' ? `${recipient}, ` : ''}${address.street}, ${address.zipCode} ${address.area}`;
}

/** The path of an organisation's routes. */
export const organizationPath = (orgId: string) => `/organization/${encodeURIComponent(orgId)}`;

export async function fetchOrganization(orgId: string): Promise<Organization> {
  return (await apiClient.get<Organization>(organizationPath(orgId))).data;
}

export async function fetchDeliveryAddresses(orgId: string): Promise<DeliveryAddress[]> {
  return (await apiClient.get<DeliveryAddress[]>(`${organizationPath(orgId)}/deliveryAddress`)).data;
}

export async function createDeliveryAddressCall(orgId: string, input: DeliveryAddressInput): Promise<DeliveryAddress> {
  return (await apiClient.post<DeliveryAddress>(`${organizationPath(orgId)}/deliveryAddress`, input)).data;
}
