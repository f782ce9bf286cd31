import { apiClient, statusOfApiError } from '@shop/shared';
import type { OrderDetail } from '@shop/shared/contracts';

export type { OrderDetail };

/**
 * One order of the caller's organisation, whole (GET /api/order/{orderId}), or null when the
 * organisation has no such order: the API answers an unknown id and another organisation's alike (404).
 */
export async function fetchOrderDetail(orderId: string): Promise<OrderDetail | null> {
  try {
    return (await apiClient.get<OrderDetail>(`/order/${encodeURIComponent(orderId)}`)).data;
  } catch (error) {
    if (statusOfApiError(error) === 404) return null;
    throw error;
  }
}
