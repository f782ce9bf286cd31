import { apiClient } from '@shop/shared';
import type { OrdersPage, PlacedOrder } from '@shop/shared/contracts';

export type { OrdersPage, PlacedOrder };

/** One page of the user's orders (GET /api/orders/{userId}?limit=&offset=), newest first. */
export async function fetchOrders(userId: string, page: { limit: number; offset: number }): Promise<OrdersPage> {
  const path = `/orders/${encodeURIComponent(userId)}`;
  return (await apiClient.get<OrdersPage>(path, { params: { limit: page.limit, offset: page.offset } })).data;
}
