import type { Db } from '../../db/db';
import type { Order, OrderAddress, OrderStatus } from './order-types';

interface OrderRow {
  id: string;
  order_number: string;
  created_at: Date | string;
  customer_reference: string;
  comment: string;
  recipient: string;
  delivery_address: OrderAddress | string;
  invoice_address: OrderAddress | string;
  status: OrderStatus;
  total: string | number;
  vat: string | number;
  total_including_vat: string | number;
}

interface LineRow {
  order_id: string;
  sku: string;
  title_nb: string;
  title_en: string;
  quantity: number;
  unit_price: string | number;
  line_total: string | number;
}

// numeric arrives as a string (exact); the amounts have two decimals, so a JS number holds them exactly enough.
const amount = (value: string | number) => Number(value);
// jsonb arrives parsed from both drivers, but be tolerant of a driver that hands back text.
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Reads orders; writing them belongs to order sending. */
export class OrderRepository {
  constructor(private readonly db: Db) {}

  /** The person's own orders, newest first, each with its lines. */
  async listForUser(userId: string): Promise<Order[]> {
    const rows = await this.db.query<OrderRow>(
      `SELECT id, order_number, created_at, customer_reference, comment, recipient, delivery_address,
              invoice_address, status, total, vat, total_including_vat
         FROM orders WHERE user_id = $1 ORDER BY created_at DESC, order_number DESC`,
      [userId],
    );
    if (rows.length === 0) return [];
    const lines = await this.db.query<LineRow>(
      `SELECT l.order_id, l.sku, l.title_nb, l.title_en, l.quantity, l.unit_price, l.line_total
         FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.user_id = $1 ORDER BY l.order_id, l.position`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      orderNumber: row.order_number,
      createdAt: new Date(row.created_at).toISOString(),
      customerReference: row.customer_reference,
      comment: row.comment,
      recipient: row.recipient,
      deliveryAddress: json(row.delivery_address),
      invoiceAddress: json(row.invoice_address),
      status: row.status,
      total: amount(row.total),
      vat: amount(row.vat),
      totalIncludingVat: amount(row.total_including_vat),
      lines: lines
        .filter((line) => line.order_id === row.id)
        .map((line) => ({
          sku: line.sku,
          title: { nb: line.title_nb, en: line.title_en },
          quantity: line.quantity,
          unitPrice: amount(line.unit_price),
          lineTotal: amount(line.line_total),
        })),
    }));
  }
}
