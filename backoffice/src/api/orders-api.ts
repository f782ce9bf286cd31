import { apiClient } from '@shop/shared';
import type { OrderStatus } from '@shop/shared/contracts';

export interface FoundOrder {
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  total: number;
  organizationNumber: string;
  organization: string;
  placedBy: string | null;
}

export interface OrderSearch {
  number?: string;
  orgNumber?: string;
  sku?: string;
}

/** Orders matching all the given criteria, newest first (GET /api/staff/orders). */
export async function searchOrders(search: OrderSearch): Promise<FoundOrder[]> {
  return (await apiClient.get<{ orders: FoundOrder[] }>('/staff/orders', { params: search })).data.orders;
}

/** Moves an order along (POST /api/staff/orders/:number/status); answers the time of the change. */
export async function changeOrderStatus(orderNumber: string, status: OrderStatus, reason?: string): Promise<{ status: OrderStatus; statusAt: string }> {
  const body = reason === undefined ? { status } : { status, reason };
  return (await apiClient.post<{ status: OrderStatus; statusAt: string }>(`/staff/orders/${encodeURIComponent(orderNumber)}/status`, body)).data;
}
