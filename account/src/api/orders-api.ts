import { apiClient } from '@shop/shared';

interface PlacedOrderAddress {
  recipient: string;
  street: string;
  zipCode: string;
  area: string;
}

interface PlacedOrderLine {
  sku: string;
  title: { nb: string; en: string };
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

type PlacedOrderStatus = 'received' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

/** An order of the orders list; amounts in NOK, `total` excluding VAT. */
export interface PlacedOrder {
  id: string;
  orderNumber: string;
  createdAt: string;
  customerReference: string;
  comment: string;
  recipient: string;
  deliveryAddress: PlacedOrderAddress;
  invoiceAddress: PlacedOrderAddress;
  status: PlacedOrderStatus;
  total: number;
  vat: number;
  totalIncludingVat: number;
  lines: PlacedOrderLine[];
}

/**
 * Spec §7: the `result` field holds the user's orders, here one page of them, newest first; `total`
 * is how many the user has in all, `limit` and `offset` the page the API gave.
 */
export interface OrdersPage {
  result: PlacedOrder[];
  total: number;
  limit: number;
  offset: number;
}

/** One page of the user's orders (GET /api/orders/{userId}?limit=&offset=). */
export async function fetchOrders(userId: string, page: { limit: number; offset: number }): Promise<OrdersPage> {
  const path = `/orders/${encodeURIComponent(userId)}`;
  return (await apiClient.get<OrdersPage>(path, { params: { limit: page.limit, offset: page.offset } })).data;
}
