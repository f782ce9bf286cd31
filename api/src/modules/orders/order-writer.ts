import { type OrderAddress, type SentOrder, fromOre } from '@shop/shared/contracts';
import type { Queryable } from '../../infra/db/db';
import type { DeliveryChoice } from './delivery/delivery-choice';
import type { PricedOrder } from './order-pricing';

export interface NewOrder {
  organizationId: string;
  userId: string;
  recipient: string;
  customerReference: string;
  comment: string;
  deliveryAddress: OrderAddress;
  invoiceAddress: OrderAddress;
  delivery: DeliveryChoice;
  priced: PricedOrder;
  /** The catalogue version the order was priced from (catalog_version): written only while current. */
  catalogVersion: number;
}

/**
 * A write's answer when the catalogue changed after the order was priced (an import committed
 * meanwhile, perhaps by another process): nothing was written; price it again from the new one.
 */
export const CATALOG_CHANGED = 'catalog-changed' as const;
export type WriteAnswer = SentOrder | null | typeof CATALOG_CHANGED;

/** An Idempotency-Key of a user, with the hash of the body it was first sent with. */
export interface OrderKey {
  userId: string;
  key: string;
  hash: string;
}

export interface OrderToWrite {
  order: NewOrder;
  /** With a key the order is written only if the key is new for its user. */
  key?: OrderKey;
}

/**
 * How long an order of the demo organisation (README, "Demo login") is kept: it never leaves the
 * shop, and the next visitor of the published login finds the demo as it was.
 */
const DEMO_ORDER_KEPT_HOURS = 24;

/*
 * An order of the demo organisation is marked (demo_expires_at, a day on) and answered `demo`.
 * Orders, their lines and their keys' rows (holding the answer) are written by ONE statement, for
 * one order or a batch of them: one round trip, atomic without an explicit transaction, and PGlite
 * is never held between statements. Each order's id and number are drawn first so its key's
 * answer can hold them; an order whose key was used before inserts nothing (its number is drawn
 * and left unused, as a rolled-back send leaves one). A concurrent statement with the same key
 * waits on the key's row until the first commits, then inserts nothing for it.
 * A batch must not hold one user's key twice (order-batcher.ts keeps them apart).
 * An order priced from another catalogue version than the database's is not written and comes
 * back as stale. The version row is read FOR SHARE: an import raising it waits for this statement
 * to commit, or this statement waits for the import and then sees its version. So no order priced
 * from an older catalogue is stored after an import has committed.
 */
const WRITE_ORDERS = `
  WITH catalog_in_db AS MATERIALIZED (SELECT version FROM catalog_version FOR SHARE),
  sent AS MATERIALIZED (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS item(
             n integer, organization_id uuid, user_id uuid, customer_reference text, comment text, recipient text,
             delivery_address jsonb, invoice_address jsonb, total numeric, vat numeric, total_including_vat numeric,
             lines jsonb, idempotency_key text, request_hash text, catalog_version bigint, delivery_method text,
             pickup_warehouse text, requested_delivery_date date, freight numeric)
  ),
  input AS MATERIALIZED (
    SELECT sent.*, gen_random_uuid() AS id, 'SO-' || nextval('order_number_seq')::text AS order_number,
           coalesce((SELECT is_demo FROM organizations WHERE id = sent.organization_id), false) AS demo
      FROM sent WHERE sent.catalog_version = (SELECT version FROM catalog_in_db)
  ),
  claimed AS (
    INSERT INTO order_idempotency_keys (user_id, idempotency_key, request_hash, status_code, answer)
    SELECT user_id, idempotency_key, request_hash, 202,
           jsonb_build_object('id', id, 'orderNumber', order_number, 'total', total, 'vat', vat,
                              'totalIncludingVat', total_including_vat, 'freight', freight,
                              'deliveryMethod', delivery_method, 'requestedDeliveryDate', requested_delivery_date)
           || CASE WHEN demo THEN jsonb_build_object('demo', true) ELSE '{}'::jsonb END
      FROM input WHERE idempotency_key IS NOT NULL
    ON CONFLICT DO NOTHING
    RETURNING user_id, idempotency_key
  ),
  placed AS (
    INSERT INTO orders (id, order_number, organization_id, user_id, customer_reference, comment, recipient,
                        delivery_address, invoice_address, total, vat, total_including_vat,
                        delivery_method, pickup_warehouse, requested_delivery_date, freight, demo_expires_at)
    SELECT id, order_number, organization_id, user_id, customer_reference, comment, recipient,
           delivery_address, invoice_address, total, vat, total_including_vat,
           delivery_method, pickup_warehouse, requested_delivery_date, freight,
           CASE WHEN demo THEN now() + make_interval(hours => ${DEMO_ORDER_KEPT_HOURS}) END
      FROM input
     WHERE idempotency_key IS NULL OR (user_id, idempotency_key) IN (SELECT user_id, idempotency_key FROM claimed)
    RETURNING id
  ),
  written_lines AS (
    INSERT INTO order_lines (order_id, position, sku, title_nb, title_en, quantity, unit_price, line_total,
                             back_ordered_quantity, back_order_expected_date)
    SELECT input.id, line.pos, line.sku, line.title_nb, line.title_en, line.quantity, line.unit_price, line.line_total,
           line.back_ordered, line.expected_date
      FROM input JOIN placed ON placed.id = input.id,
           jsonb_to_recordset(input.lines) AS line(pos integer, sku text, title_nb text, title_en text, quantity integer,
                                                   unit_price numeric, line_total numeric, back_ordered integer, expected_date date)
  )
  SELECT input.n, input.id, input.order_number, input.demo, false AS stale FROM input JOIN placed ON placed.id = input.id
  UNION ALL
  SELECT sent.n, NULL, NULL, false, true FROM sent WHERE sent.catalog_version <> (SELECT version FROM catalog_in_db)`;

const amountsOf = ({ priced }: NewOrder) => ({
  total: fromOre(priced.totalOre),
  vat: fromOre(priced.vatOre),
  totalIncludingVat: fromOre(priced.totalIncludingVatOre),
  freight: fromOre(priced.freightOre),
});

/** One order as a row of the statement's input. */
function inputRow({ order, key }: OrderToWrite, n: number) {
  const amounts = amountsOf(order);
  return {
    n,
    organization_id: order.organizationId,
    user_id: order.userId,
    customer_reference: order.customerReference,
    comment: order.comment,
    recipient: order.recipient,
    delivery_address: order.deliveryAddress,
    invoice_address: order.invoiceAddress,
    total: amounts.total,
    vat: amounts.vat,
    total_including_vat: amounts.totalIncludingVat,
    freight: amounts.freight,
    lines: order.priced.lines.map((line, index) => ({
      pos: index + 1,
      sku: line.sku,
      title_nb: line.title.nb,
      title_en: line.title.en,
      quantity: line.quantity,
      unit_price: fromOre(line.unitPriceOre),
      line_total: fromOre(line.lineTotalOre),
      back_ordered: order.delivery.lines[index]?.backOrdered?.quantity ?? 0,
      expected_date: order.delivery.lines[index]?.backOrdered?.expectedDate ?? null,
    })),
    idempotency_key: key?.key ?? null,
    request_hash: key?.hash ?? null,
    catalog_version: order.catalogVersion,
    delivery_method: order.delivery.method,
    pickup_warehouse: order.delivery.pickupWarehouse,
    requested_delivery_date: order.delivery.requestedDate,
  };
}

/**
 * Writes the orders with their lines in one statement. Answers per order what it was sent with;
 * null when its key was used before (the caller answers what the first send answered);
 * CATALOG_CHANGED when it was priced from a catalogue that is no longer the database's.
 */
export async function writeOrders(db: Queryable, batch: readonly OrderToWrite[]): Promise<WriteAnswer[]> {
  const rows = await db.query<{ n: number; id: string | null; order_number: string | null; demo: boolean; stale: boolean }>(WRITE_ORDERS, [
    JSON.stringify(batch.map((item, n) => inputRow(item, n))),
  ]);
  const written = new Map(rows.map((row) => [Number(row.n), row]));
  return batch.map(({ order }, n) => {
    const row = written.get(n);
    if (!row) return null;
    if (row.stale) return CATALOG_CHANGED;
    return {
      id: row.id as string,
      orderNumber: row.order_number as string,
      ...amountsOf(order),
      deliveryMethod: order.delivery.method,
      requestedDeliveryDate: order.delivery.requestedDate,
      ...(row.demo ? { demo: true } : {}),
    };
  });
}
