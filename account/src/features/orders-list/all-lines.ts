import { apiClient, useShopStore } from '@shop/shared';
import type { OrderLine, OrderLinesAnswer, PlacedOrder } from '@shop/shared/contracts';
import { useLoad } from '@shop/shared/forms';

/** Every line of one of the user's orders (GET /api/orders/{userId}/{orderId}/lines). */
async function fetchOrderLines(userId: string, orderId: string): Promise<OrderLine[]> {
  const path = `/orders/${encodeURIComponent(userId)}/${encodeURIComponent(orderId)}/lines`;
  return (await apiClient.get<OrderLinesAnswer>(path)).data.lines;
}

/** What is known of an order's lines: all of them, or the list's first ones while the rest load or could not. */
export interface AllLines {
  state: 'all' | 'loading' | 'failed';
  lines: OrderLine[];
}

/**
 * The orders list carries an order's first lines only (LINES_IN_ORDER_LIST) and how many it has:
 * for a longer order the rest are fetched, for its lines table and its reorder button alike.
 */
export function useAllLines(order: PlacedOrder): AllLines {
  const userId = useShopStore((state) => state.user?.id ?? null);
  const whole = order.lines.length >= order.lineCount;
  const { loaded } = useLoad<OrderLine[]>(whole || userId === null ? null : `${userId}/${order.id}`, () =>
    fetchOrderLines(userId as string, order.id),
  );
  if (whole) return { state: 'all', lines: order.lines };
  if (loaded.state === 'ready') return { state: 'all', lines: loaded.data };
  return { state: loaded.state, lines: order.lines };
}
