import type { Db } from '../../src/infra/db/db';

export interface TestOrderLine {
  sku: string;
  title?: { nb: string; en: string };
  quantity: number;
  unitPrice: number;
}

/**
 * Writes an order straight into the orders tables (order sending is another module's business),
 * with totals computed from the lines as the shop computes them: VAT 25 %, sums to the øre.
 */
export async function insertTestOrder(
  db: Db,
  order: {
    organizationId: string;
    userId: string;
    customerReference?: string;
    status?: string;
    createdAt?: string;
    lines: TestOrderLine[];
  },
): Promise<{ id: string; orderNumber: string }> {
  const lineOre = order.lines.map((line) => Math.round(line.unitPrice * 100) * line.quantity);
  const totalOre = lineOre.reduce((sum, ore) => sum + ore, 0);
  const address = { recipient: 'Lager', street: 'Storgata 1', zipCode: '0155', area: 'Oslo' };
  const [row] = await db.query<{ id: string; order_number: string }>(
    `INSERT INTO orders (organization_id, user_id, customer_reference, recipient, delivery_address, invoice_address,
                         status, total, vat, total_including_vat, created_at)
     VALUES ($1, $2, $3, 'Lager', $4::jsonb, $4::jsonb, $5, $6, $7, $8, coalesce($9::timestamptz, now()))
     RETURNING id, order_number`,
    [
      order.organizationId,
      order.userId,
      order.customerReference ?? '',
      JSON.stringify(address),
      order.status ?? 'received',
      totalOre / 100,
      Math.round(totalOre * 0.25) / 100,
      Math.round(totalOre * 1.25) / 100,
      order.createdAt ?? null,
    ],
  );
  const { id, order_number: orderNumber } = row as { id: string; order_number: string };
  // One statement for all the lines: orders of 500 lines are written by the hundred in some tests.
  const lines = order.lines.map((line, index) => ({
    position: index + 1,
    sku: line.sku,
    title_nb: line.title?.nb ?? line.sku,
    title_en: line.title?.en ?? line.sku,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    line_total: (lineOre[index] as number) / 100,
  }));
  await db.query(
    `INSERT INTO order_lines (order_id, position, sku, title_nb, title_en, quantity, unit_price, line_total)
     SELECT $1, position, sku, title_nb, title_en, quantity, unit_price, line_total
       FROM jsonb_to_recordset($2::jsonb)
         AS line(position int, sku text, title_nb text, title_en text, quantity int, unit_price numeric, line_total numeric)`,
    [id, JSON.stringify(lines)],
  );
  return { id, orderNumber };
}
