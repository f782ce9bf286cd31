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

/** The user's orders, newest first (spec §7: the `result` field). */
export async function fetchOrders(userId: string): Promise<PlacedOrder[]> {
  return (await apiClient.get<{ result: PlacedOrder[] }>(`/orders/${encodeURIComponent(userId)}`)).data.result;
}
