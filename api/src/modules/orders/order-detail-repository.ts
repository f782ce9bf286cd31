import type { Db } from '../../infra/db/db';
import { isUuid } from '../../infra/validation/uuid';
import type { DeliveryMethod, OrderDetail, OrderStatus, WarehouseCode } from '@shop/shared/contracts';
import { LINE_TUPLE, type LineTuple, type OrderRow, WHO_SENT_IT, type WhoSentItRow, amount, json, toLine, whoSentIt } from './order-repository';

interface DetailRow extends OrderRow, WhoSentItRow {
  delivery_method: DeliveryMethod | null;
  pickup_warehouse: WarehouseCode | null;
  requested_delivery_date: string | null;
  freight: string | number;
  lines: string | null;
  status_changes: string | null;
  buyer_name: string;
  buyer_org_number: string;
}

// The order, its lines and its status changes in one round trip, each list as one JSON text.
const ORDER_DETAIL = `
  SELECT orders.id, orders.order_number, orders.created_at, orders.customer_reference, orders.comment, orders.recipient, orders.delivery_address,
         orders.invoice_address, orders.delivery_method, orders.pickup_warehouse,
         to_char(orders.requested_delivery_date, 'YYYY-MM-DD') AS requested_delivery_date,
         orders.status, orders.total, orders.freight, orders.vat, orders.total_including_vat, orders.demo_expires_at IS NOT NULL AS demo,
         (SELECT json_agg(${LINE_TUPLE} ORDER BY position) FROM order_lines WHERE order_id = orders.id)::text AS lines,
         (SELECT json_agg(json_build_array(status, changed_at) ORDER BY changed_at)
            FROM order_status_changes WHERE order_id = orders.id)::text AS status_changes,
         org.name AS buyer_name, org.org_number AS buyer_org_number, ${WHO_SENT_IT}
    FROM orders JOIN organizations org ON org.id = orders.organization_id
   WHERE orders.id = $1 AND orders.organization_id = $2 AND ($3::uuid IS NULL OR orders.user_id = $3::uuid)`;

/** Whether the organisation has an order with this id (its page's status, without reading it whole). */
export async function organizationHasOrder(db: Db, organizationId: string, orderId: string): Promise<boolean> {
  if (!isUuid(orderId)) return false;
  const rows = await db.query<{ found: number }>('SELECT 1 AS found FROM orders WHERE id = $1 AND organization_id = $2', [orderId, organizationId]);
  return rows.length > 0;
}

/** One order of an organisation, whole but for what it saved (order-discount.ts); null when the organisation has no order with this id. */
export async function orderDetail(db: Db, organizationId: string, orderId: string, onlyOf?: string): Promise<Omit<OrderDetail, 'discountTotal'> | null> {
  const [row] = await db.query<DetailRow>(ORDER_DETAIL, [orderId, organizationId, onlyOf ?? null]);
  if (!row) return null;
  const createdAt = new Date(row.created_at).toISOString();
  const changes = (row.status_changes === null ? [] : (JSON.parse(row.status_changes) as Array<[OrderStatus, string]>)).map(([status, at]) => ({
    status,
    at: new Date(at).toISOString(),
  }));
  const totalOre = Math.round(amount(row.total) * 100);
  const freightOre = Math.round(amount(row.freight) * 100);
  return {
    id: row.id,
    orderNumber: row.order_number,
    createdAt,
    customerReference: row.customer_reference,
    comment: row.comment,
    recipient: row.recipient,
    deliveryAddress: json(row.delivery_address),
    invoiceAddress: json(row.invoice_address),
    deliveryMethod: row.delivery_method,
    pickupWarehouse: row.pickup_warehouse,
    requestedDeliveryDate: row.requested_delivery_date,
    status: row.status,
    // Every order was received when it was sent; the database records each change after that.
    statusChanges: [{ status: 'received', at: createdAt }, ...changes],
    lines: row.lines === null ? [] : (JSON.parse(row.lines) as LineTuple[]).map(toLine),
    goodsTotal: (totalOre - freightOre) / 100,
    freight: freightOre / 100,
    total: totalOre / 100,
    vat: amount(row.vat),
    totalIncludingVat: amount(row.total_including_vat),
    ...(row.demo ? { demo: true } : {}),
    buyer: { name: row.buyer_name, organizationNumber: row.buyer_org_number },
    ...whoSentIt(row),
  };
}
