import { apiClient } from '@shop/shared';
import type { OrderStatus } from '@shop/shared/contracts';

export interface FoundOrganization {
  id: string;
  name: string;
  organizationNumber: string;
  approved: boolean;
  refused: boolean;
  people: Array<{ id: string; name: string; email: string; phone: string | null; canLogIn: boolean }>;
  orders: Array<{ orderNumber: string; createdAt: string; status: OrderStatus; total: number | string }>;
}

/** Organisations by part of the name, the number or a person's e-mail (GET /api/staff/organizations?q=). */
export async function searchOrganizations(q: string): Promise<FoundOrganization[]> {
  return (await apiClient.get<{ organizations: FoundOrganization[] }>('/staff/organizations', { params: { q } })).data.organizations;
}
