import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../infra/http/http-errors';
import { OrganizationSearchQuery } from './staff-schemas';

/** The most organisations a search answers. */
const FOUND_AT_MOST = 20;
/** The most back-ordered lines the waiting list shows, soonest first. */
const BACK_ORDERS_AT_MOST = 200;

/** LIKE's own characters in a search text match themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Staff find an organisation with its people and recent orders, and see the back-orders waiting. */
export async function staffCustomerRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  // By name (any part), organisation number, or a person's e-mail.
  typed.get('/staff/organizations', { onRequest: app.requireStaff, schema: { querystring: OrganizationSearchQuery } }, async (request) => {
    const q = request.query.q.trim();
    if (q.length < 2) throw badRequest('q must be at least 2 characters', [{ field: 'q', message: 'q must be at least 2 characters' }]);
    // Text PostgreSQL cannot hold finds nothing, without asking it.
    if (q.includes('\u0000')) return { organizations: [] };
    const rows = await app.db.query<{ organization: string }>(
      `SELECT json_build_object(
                'id', o.id, 'name', o.name, 'organizationNumber', o.org_number,
                'approved', o.approved_at IS NOT NULL, 'refused', o.refused_at IS NOT NULL,
                'people', (SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'phone', u.phone,
                                   'canLogIn', u.password_hash IS NOT NULL) ORDER BY u.name), '[]'::json)
                             FROM users u WHERE u.organization_id = o.id),
                'orders', (SELECT coalesce(json_agg(json_build_object('orderNumber', r.order_number, 'createdAt', r.created_at,
                                   'status', r.status, 'total', r.total) ORDER BY r.created_at DESC), '[]'::json)
                             FROM (SELECT * FROM orders WHERE organization_id = o.id ORDER BY created_at DESC LIMIT 20) r)
              )::text AS organization
         FROM organizations o
        WHERE o.name ILIKE $1 OR o.org_number = $2
           OR EXISTS (SELECT 1 FROM users u WHERE u.organization_id = o.id AND lower(u.email) = lower($3))
        ORDER BY o.name LIMIT $4`,
      [likeText(q), q.replace(/\s/g, ''), q, FOUND_AT_MOST],
    );
    return { organizations: rows.map((row) => JSON.parse(row.organization) as unknown) };
  });

  // Lines not yet shipped for want of stock, by the day they are expected (unknown dates last),
  // of orders still on their way (not delivered or cancelled).
  app.get('/staff/back-orders', { onRequest: app.requireStaff }, async () => {
    const rows = await app.db.query<{
      order_number: string;
      organization: string;
      sku: string;
      back_ordered_quantity: number;
      expected: string | null;
      status: string;
    }>(
      `SELECT o.order_number, g.name AS organization, l.sku, l.back_ordered_quantity,
              to_char(l.back_order_expected_date, 'YYYY-MM-DD') AS expected, o.status
         FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN organizations g ON g.id = o.organization_id
        WHERE l.back_ordered_quantity > 0 AND o.status IN ('received', 'processing')
        ORDER BY l.back_order_expected_date NULLS LAST, o.created_at LIMIT $1`,
      [BACK_ORDERS_AT_MOST],
    );
    return {
      backOrders: rows.map((row) => ({
        orderNumber: row.order_number,
        organization: row.organization,
        sku: row.sku,
        quantity: Number(row.back_ordered_quantity),
        expectedDate: row.expected,
        status: row.status,
      })),
    };
  });
}
