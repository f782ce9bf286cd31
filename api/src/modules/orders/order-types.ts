/** An order as the orders list shows it (GET /api/orders/{userId}). */
export interface OrderAddress {
  recipient: string;
  street: string;
  zipCode: string;
  area: string;
}

export interface OrderLine {
  sku: string;
  /** The product title when the order was sent. */
  title: { nb: string; en: string };
  quantity: number;
  /** NOK excluding VAT. */
  unitPrice: number;
  lineTotal: number;
}

export type OrderStatus = 'received' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
export const ORDER_STATUSES: readonly OrderStatus[] = ['received', 'processing', 'shipped', 'delivered', 'cancelled'];

export interface Order {
  id: string;
  orderNumber: string;
  /** ISO 8601. */
  createdAt: string;
  customerReference: string;
  comment: string;
  recipient: string;
  deliveryAddress: OrderAddress;
  invoiceAddress: OrderAddress;
  status: OrderStatus;
  total: number;
  vat: number;
  totalIncludingVat: number;
  lines: OrderLine[];
}
