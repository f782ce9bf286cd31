import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '@shop/shared/contracts';
import type { Locale } from '@shop/shared/routes';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError, badRequest, notFound } from '../../infra/http/http-errors';
import { refusedChange } from './order-status-flow';
import { audit } from './staff-audit';
import { shippedMail } from './staff-mails';
import { OrderNumberParams, OrderSearchQuery, OrderStatusBody } from './staff-schemas';

/** An order number as the shop gives them (SO-100001), in any case. */
const ORDER_NUMBER = /^SO-\d{1,15}$/;
const NOT_AN_ORDER_NUMBER = 'must be an order number such as SO-100001';

/** The most orders a search answers: a search that finds more is narrowed down. */
const FOUND_AT_MOST = 50;

interface FoundRow {
  order_number: string;
  created_at: Date | string;
  status: OrderStatus;
  total: string | number;
  org_number: string;
  organization: string;
  email: string | null;
}

/** Staff find orders and move them along (received → processing → shipped → delivered, or cancelled). */
export async function staffOrderRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  // By order number, organisation number or a SKU on one of its lines; all given must match.
  typed.get('/staff/orders', { onRequest: app.requireStaff, schema: { querystring: OrderSearchQuery } }, async (request) => {
    const number = request.query.number?.trim().toUpperCase() || null;
    const orgNumber = request.query.orgNumber?.replace(/\s/g, '') || null;
    const sku = request.query.sku?.trim() || null;
    if (number === null && orgNumber === null && sku === null) throw badRequest('Give an order number, an organisation number or a SKU to search for');
    if (number !== null && !ORDER_NUMBER.test(number)) throw badRequest(`number ${NOT_AN_ORDER_NUMBER}`, [{ field: 'number', message: `number ${NOT_AN_ORDER_NUMBER}` }]);
    if (orgNumber !== null && !/^\d{9}$/.test(orgNumber)) throw badRequest('orgNumber must be an organisation number of 9 digits');
    // Text PostgreSQL cannot hold finds nothing, without asking it.
    if (sku !== null && sku.includes('\u0000')) return { orders: [] };
    const rows = await app.db.query<FoundRow>(
      `SELECT o.order_number, o.created_at, o.status, o.total, g.org_number, g.name AS organization, u.email
         FROM orders o JOIN organizations g ON g.id = o.organization_id LEFT JOIN users u ON u.id = o.user_id
        WHERE ($1::text IS NULL OR o.order_number = $1)
          AND ($2::text IS NULL OR g.org_number = $2)
          AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.sku = $3))
        ORDER BY o.created_at DESC LIMIT $4`,
      [number, orgNumber, sku, FOUND_AT_MOST],
    );
    return {
      orders: rows.map((row) => ({
        orderNumber: row.order_number,
        createdAt: new Date(row.created_at).toISOString(),
        status: row.status,
        total: Number(row.total),
        organizationNumber: row.org_number,
        organization: row.organization,
        placedBy: row.email,
      })),
    };
  });

  typed.post(
    '/staff/orders/:orderNumber/status',
    { onRequest: app.requireStaff, schema: { params: OrderNumberParams, body: OrderStatusBody }, ...bodyLimit('small') },
    async (request) => {
      const me = request.staff as NonNullable<typeof request.staff>;
      const orderNumber = request.params.orderNumber.trim().toUpperCase();
      if (!ORDER_NUMBER.test(orderNumber)) throw badRequest(`orderNumber ${NOT_AN_ORDER_NUMBER}`);
      const { status } = request.body;
      const reason = request.body.reason?.trim() ?? '';
      if (status === 'cancelled' && reason === '') throw badRequest('reason must say why the order is cancelled', [{ field: 'reason', message: 'reason must say why the order is cancelled' }]);
      if (status !== 'cancelled' && reason !== '') throw badRequest('reason is only for a cancellation', [{ field: 'reason', message: 'reason is only for a cancellation' }]);
      const changed = await app.db.transaction(async (tx) => {
        // The person who placed the order is mailed in their own language.
        const [order] = await tx.query<{ id: string; status: OrderStatus; email: string | null; locale: Locale }>(
          `SELECT o.id, o.status, u.email, COALESCE(u.locale, 'nb') AS locale FROM orders o LEFT JOIN users u ON u.id = o.user_id WHERE o.order_number = $1 FOR UPDATE OF o`,
          [orderNumber],
        );
        if (!order) throw notFound('No order has this number');
        const refusal = refusedChange(order.status, status);
        if (refusal !== null) throw new HttpError(409, refusal);
        await tx.query('UPDATE orders SET status = $2, cancel_reason = $3 WHERE id = $1', [order.id, status, status === 'cancelled' ? reason : null]);
        // The time the database recorded the change with (migration 090's trigger): the one the customer sees.
        const [row] = await tx.query<{ changed_at: Date | string }>(
          'SELECT changed_at FROM order_status_changes WHERE order_id = $1 ORDER BY changed_at DESC LIMIT 1',
          [order.id],
        );
        const after = { status, ...(status === 'cancelled' ? { reason } : {}) };
        await audit(tx, { staffId: me.staffId, action: 'change-order-status', subject: `order:${orderNumber}`, before: { status: order.status }, after });
        return { email: order.email, locale: order.locale, at: new Date((row as { changed_at: Date | string }).changed_at).toISOString() };
      });
      if (status === 'shipped' && changed.email) await app.mailer.send(shippedMail({ to: changed.email, locale: changed.locale, orderNumber }));
      return { orderNumber, status, statusAt: changed.at };
    },
  );
}
