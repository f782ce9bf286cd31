import type { Queryable } from '../../db/db';
import type { OrderAddress } from './order-types';
import type { PricedOrder } from './order-pricing';
import type { SentOrder } from './order-send-schemas';

export interface NewOrder {
  organizationId: string;
  userId: string;
  recipient: string;
  customerReference: string;
  comment: string;
  deliveryAddress: OrderAddress;
  invoiceAddress: OrderAddress;
  priced: PricedOrder;
}

/** Writes an order and its lines; call it inside a transaction so both land or neither does. */
export async function insertOrder(tx: Queryable, order: NewOrder): Promise<SentOrder> {
  const { priced } = order;
  const [row] = await tx.query<{ id: string; order_number: string }>(
    `INSERT INTO orders (organization_id, user_id, customer_reference, comment, recipient, delivery_address,
                         invoice_address, total, vat, total_including_vat)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10)
     RETURNING id, order_number`,
    [
      order.organizationId,
      order.userId,
      order.customerReference,
      order.comment,
      order.recipient,
      JSON.stringify(order.deliveryAddress),
      JSON.stringify(order.invoiceAddress),
      priced.totalOre / 100,
      priced.vatOre / 100,
      priced.totalIncludingVatOre / 100,
    ],
  );
  const { id, order_number: orderNumber } = row as { id: string; order_number: string };
  for (const [index, line] of priced.lines.entries()) {
    await tx.query(
      `INSERT INTO order_lines (order_id, position, sku, title_nb, title_en, quantity, unit_price, line_total)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, index + 1, line.sku, line.title.nb, line.title.en, line.quantity, line.unitPriceOre / 100, line.lineTotalOre / 100],
    );
  }
  return {
    id,
    orderNumber,
    total: priced.totalOre / 100,
    vat: priced.vatOre / 100,
    totalIncludingVat: priced.totalIncludingVatOre / 100,
  };
}
