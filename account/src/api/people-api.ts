// The account team's calls of the people and approval API (README of the API, "Roles, limits and
// approval"): the organisation's people and their roles, the invitation's page, the orders waiting
// for an administrator, and a person's own requests.
import { type Locale, apiClient, organizationPath } from '@shop/shared';
import type { OrderRequest, Person, Role } from '@shop/shared/contracts';

export type { OrderRequest, Person };

/** A role with a buyer's limits (NOK excluding VAT; null: none). */
export interface RoleChoice {
  role: Role;
  orderLimit: number | null;
  monthLimit: number | null;
}

/** Whom a mailed invitation invites: its page greets them. */
export interface InvitationInfo {
  name: string;
  email: string;
  organization: string;
  role: Role;
}

/** Only a buyer has limits: the API refuses them with another role. */
function roleBody({ role, orderLimit, monthLimit }: RoleChoice): Partial<RoleChoice> & { role: Role } {
  return role === 'buyer' ? { role, orderLimit, monthLimit } : { role };
}

export async function fetchInvitation(token: string): Promise<InvitationInfo> {
  return (await apiClient.get<InvitationInfo>('/auth/invitation', { params: { token } })).data;
}

/** 204; 400 `InvitationInvalid` or naming `newPassword`; 409 `LoginEmailTaken`. */
export async function completeInvitation(token: string, newPassword: string): Promise<void> {
  await apiClient.post('/auth/invitation/complete', { token, newPassword });
}

export async function fetchPeople(orgId: string): Promise<Person[]> {
  return (await apiClient.get<Person[]>(`${organizationPath(orgId)}/people`)).data;
}

/** A new person of the organisation, invited at once with the role (the mail in `locale`): whether the mail went. */
export async function addPerson(orgId: string, person: { name: string; email: string; phone: string; locale: Locale } & RoleChoice): Promise<'sent' | 'not-sent'> {
  const { name, email, phone, locale } = person;
  const answer = await apiClient.post<{ invitation?: 'sent' | 'not-sent' }>(`${organizationPath(orgId)}/customers`, { name, email, phone, locale, ...roleBody(person) });
  return answer.data.invitation ?? 'not-sent';
}

export async function changeRole(orgId: string, personId: string, choice: RoleChoice): Promise<void> {
  await apiClient.put(`${organizationPath(orgId)}/people/${encodeURIComponent(personId)}/role`, roleBody(choice));
}

/**
 * Sends the invitation again (the older link stops working), keeping its role; or invites a
 * contact person without a role with the `choice` given.
 */
export async function sendInvitation(orgId: string, personId: string, locale: Locale, choice?: RoleChoice): Promise<void> {
  await apiClient.post(`${organizationPath(orgId)}/people/${encodeURIComponent(personId)}/invitation`, { locale, ...(choice ? roleBody(choice) : {}) });
}

export async function withdrawInvitation(orgId: string, personId: string): Promise<void> {
  await apiClient.delete(`${organizationPath(orgId)}/people/${encodeURIComponent(personId)}/invitation`);
}

export async function fetchApprovals(orgId: string): Promise<OrderRequest[]> {
  return (await apiClient.get<{ result: OrderRequest[] }>(`${organizationPath(orgId)}/approvals`)).data.result;
}

/** 202 once sent as an order; 409 `TotalChanged` with `oldTotal`/`newTotal` when it comes to another total now. */
export async function approveRequest(orgId: string, requestId: string, seenTotal: number): Promise<void> {
  await apiClient.post(`${organizationPath(orgId)}/approvals/${encodeURIComponent(requestId)}/approve`, { seenTotal });
}

export async function refuseRequest(orgId: string, requestId: string, reason: string): Promise<void> {
  await apiClient.post(`${organizationPath(orgId)}/approvals/${encodeURIComponent(requestId)}/refuse`, { reason });
}

/** The person's own requests, newest first, with their state. */
export async function fetchOwnRequests(userId: string): Promise<OrderRequest[]> {
  return (await apiClient.get<{ result: OrderRequest[] }>(`/order-requests/${encodeURIComponent(userId)}`)).data.result;
}

export async function withdrawOwnRequest(userId: string, requestId: string): Promise<void> {
  await apiClient.delete(`/order-requests/${encodeURIComponent(userId)}/${encodeURIComponent(requestId)}`);
}
