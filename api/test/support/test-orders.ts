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
  for (const [index, line] of order.lines.entries()) {
    await db.query(
      `INSERT INTO order_lines (order_id, position, sku, title_nb, title_en, quantity, unit_price, line_total)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, index + 1, line.sku, line.title?.nb ?? line.sku, line.title?.en ?? line.sku, line.quantity, line.unitPrice, (lineOre[index] as number) / 100],
    );
  }
  return { id, orderNumber };
}
