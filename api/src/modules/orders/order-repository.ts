import type { Db } from '../../infra/db/db';
import { LINES_IN_ORDER_LIST, type OrderAddress, type OrderLine, type OrderStatus, type PlacedOrder as Order } from '@shop/shared/contracts';

export interface OrderRow {
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
  demo: boolean;
}

/** Who sent an order and who approved it, as its list and its page read them (WHO_SENT_IT's columns). */
export interface WhoSentItRow {
  placed_by: string | null;
  requested_at: Date | string | null;
  approved_by_name: string | null;
  approved_at: Date | string | null;
}

/** The columns of WhoSentItRow, selected from `orders` (the sender's name as their login has it now). */
export const WHO_SENT_IT = '(SELECT name FROM users u WHERE u.id = orders.user_id) AS placed_by, orders.requested_at, orders.approved_by_name, orders.approved_at';

/** The sender, and for an order that waited for approval who asked, who approved and when: shown on the list and the order's page. */
export function whoSentIt(row: WhoSentItRow): { placedBy?: string; approval?: { requestedAt: string; approvedBy: string; approvedAt: string } } {
  return {
    ...(row.placed_by === null ? {} : { placedBy: row.placed_by }),
    ...(row.approved_at === null || row.requested_at === null
      ? {}
      : {
          approval: {
            requestedAt: new Date(row.requested_at).toISOString(),
            approvedBy: row.approved_by_name ?? '',
            approvedAt: new Date(row.approved_at).toISOString(),
          },
        }),
  };
}

/** An order's first lines as one JSON text of LineTuples, and how many it has. */
interface LinesRow {
  order_id: string;
  lines: string;
  line_count: number;
}

/** A line as LINE_TUPLE builds it: sku, titles, quantity, unit price, line total, back-ordered quantity and its expected date. */
export type LineTuple = [string, string, string, number, string | number, string | number, number?, (string | null)?];

// numeric arrives as a string (exact); the amounts have two decimals, so a JS number holds them exactly enough.
export const amount = (value: string | number) => Number(value);
// jsonb arrives parsed from both drivers, but be tolerant of a driver that hands back text.
export const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export const toLine = ([sku, nb, en, quantity, unitPrice, lineTotal, backOrdered = 0, expectedDate = null]: LineTuple): OrderLine => ({
  sku,
  title: { nb, en },
  quantity,
  unitPrice: amount(unitPrice),
  lineTotal: amount(lineTotal),
  // Only a line with a back-ordered part says so: a line that shipped whole is answered as before.
  ...(backOrdered > 0 ? { backOrdered: { quantity: backOrdered, expectedDate } } : {}),
});

export const LINE_TUPLE = `json_build_array(sku, title_nb, title_en, quantity, unit_price, line_total,
  back_ordered_quantity, to_char(back_order_expected_date, 'YYYY-MM-DD'))`;

/**
 * The first LINES_IN_ORDER_LIST lines of the given orders and how many each has, each order's as
 * one JSON text built by the database: a page of 20 orders of 500 lines whole was 1.9 MB and held
 * the event loop for 65–130 ms; the rest are asked for one order at a time (linesOfOrder).
 */
const FIRST_LINES_OF_ORDERS = `
  SELECT order_id, count(*)::int AS line_count,
         json_agg(${LINE_TUPLE} ORDER BY position) FILTER (WHERE rank <= $2)::text AS lines
    FROM (SELECT *, row_number() OVER (PARTITION BY order_id ORDER BY position) AS rank
            FROM order_lines WHERE order_id = ANY($1::uuid[])) AS numbered
   GROUP BY order_id`;

/** One page of a person's orders, and how many they have in all. */
export interface OrderPage {
  orders: Order[];
  total: number;
}

/** Reads orders; writing them belongs to order sending. */
export class OrderRepository {
  constructor(private readonly db: Db) {}

  /**
   * A page of orders, newest first, each with its first lines and their count: the person's own, or
   * (`organizationId`: an administrator's and a buyer's list) every order of their organisation.
   */
  async pageForUser(userId: string, page: { limit: number; offset: number }, organizationId?: string): Promise<OrderPage> {
    const [column, id] = organizationId === undefined ? ['user_id', userId] : ['organization_id', organizationId];
    const [counted] = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders WHERE ${column} = $1`, [id]);
    const rows = await this.db.query<
      OrderRow & WhoSentItRow & { status_at: Date | string }
    >(
      `SELECT id, order_number, created_at, customer_reference, comment, recipient, delivery_address,
              invoice_address, status, total, vat, total_including_vat, demo_expires_at IS NOT NULL AS demo,
              coalesce((SELECT max(changed_at) FROM order_status_changes c WHERE c.order_id = orders.id), created_at) AS status_at,
              ${WHO_SENT_IT}
         FROM orders WHERE ${column} = $1 ORDER BY created_at DESC, order_number DESC LIMIT $2 OFFSET $3`,
      [id, page.limit, page.offset],
    );
    const total = Number(counted?.total ?? 0);
    if (rows.length === 0) return { orders: [], total };
    const lines = await this.db.query<LinesRow>(FIRST_LINES_OF_ORDERS, [rows.map((row) => row.id), LINES_IN_ORDER_LIST]);
    // Each order's lines found by its id in a map: not a scan of every line for every order.
    const linesOf = new Map(lines.map((row) => [row.order_id, { lines: (JSON.parse(row.lines) as LineTuple[]).map(toLine), count: Number(row.line_count) }]));
    const orders = rows.map((row) => ({
      id: row.id,
      orderNumber: row.order_number,
      createdAt: new Date(row.created_at).toISOString(),
      customerReference: row.customer_reference,
      comment: row.comment,
      recipient: row.recipient,
      deliveryAddress: json(row.delivery_address),
      invoiceAddress: json(row.invoice_address),
      status: row.status,
      statusAt: new Date(row.status_at).toISOString(),
      total: amount(row.total),
      vat: amount(row.vat),
      totalIncludingVat: amount(row.total_including_vat),
      ...(row.demo ? { demo: true } : {}),
      ...whoSentIt(row),
      lines: linesOf.get(row.id)?.lines ?? [],
      lineCount: linesOf.get(row.id)?.count ?? 0,
    }));
    return { orders, total };
  }

  /** Every line of one of the orders the list shows (pageForUser); null when it has no order with this id. */
  async linesOfOrder(userId: string, orderId: string, organizationId?: string): Promise<OrderLine[] | null> {
    const [column, id] = organizationId === undefined ? ['user_id', userId] : ['organization_id', organizationId];
    const [row] = await this.db.query<{ lines: string | null }>(
      `SELECT (SELECT json_agg(${LINE_TUPLE} ORDER BY position) FROM order_lines WHERE order_id = o.id)::text AS lines
         FROM orders o WHERE o.id = $1 AND o.${column} = $2`,
      [orderId, id],
    );
    if (!row) return null;
    return row.lines === null ? [] : (JSON.parse(row.lines) as LineTuple[]).map(toLine);
  }
}
