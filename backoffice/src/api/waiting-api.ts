import { apiClient } from '@shop/shared';
import type { WaitingOrderApproval } from '@shop/shared/contracts';

export interface WaitingOrganization {
  organizationNumber: string;
  name: string;
  registeredAt: string;
  loginEmail: string | null;
  emailConfirmed: boolean;
  /** The mod-11 check of the organisation number. */
  organizationNumberValid: boolean;
}

export interface BackOrder {
  orderNumber: string;
  organization: string;
  sku: string;
  quantity: number;
  expectedDate: string | null;
  status: string;
}

/** New organisations waiting for approval, oldest first (GET /api/staff/waiting). */
export async function fetchWaitingOrganizations(): Promise<WaitingOrganization[]> {
  return (await apiClient.get<{ organizations: WaitingOrganization[] }>('/staff/waiting')).data.organizations;
}

/** Orders waiting for approval inside companies, oldest first (GET /api/staff/order-approvals). */
export async function fetchWaitingOrderApprovals(): Promise<WaitingOrderApproval[]> {
  return (await apiClient.get<{ orderApprovals: WaitingOrderApproval[] }>('/staff/order-approvals')).data.orderApprovals;
}

/** Back-ordered lines by expected date, unknown dates last (GET /api/staff/back-orders). */
export async function fetchBackOrders(): Promise<BackOrder[]> {
  return (await apiClient.get<{ backOrders: BackOrder[] }>('/staff/back-orders')).data.backOrders;
}

export async function approveOrganization(organizationNumber: string): Promise<void> {
  await apiClient.post(`/staff/organizations/${encodeURIComponent(organizationNumber)}/approve`);
}

/** Refuses the registration; the API mails the registrant the reason. */
export async function refuseOrganization(organizationNumber: string, reason: string): Promise<void> {
  await apiClient.post(`/staff/organizations/${encodeURIComponent(organizationNumber)}/refuse`, { reason });
}
