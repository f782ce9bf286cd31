import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ORDERS_PAGE,
  OrderLinesAnswerSchema,
  OrderLinesParamsSchema,
  OrdersPageSchema,
  OrdersParamsSchema,
  OrdersQuerySchema,
} from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';
import { notFound } from '../../infra/http/http-errors';
import { WORK_COSTS } from '../../infra/http/work-cost';
import { CHARGED_WORK } from '../../infra/http/work-budget';
import { isUuid } from '../../infra/validation/uuid';
import { OrderRepository } from './order-repository';
import type { SessionIdentity } from '../auth';

/** An administrator and a buyer read their organisation's orders; a requester only their own. */
const wholeOrganization = (session: SessionIdentity) => (session.role === 'requester' ? undefined : session.organizationId);

/**
 * GET /api/orders/{userId}?limit=&offset=: a page of the caller's own orders, newest first (20, or fewer
 * when asked), each with its first LINES_IN_ORDER_LIST lines and `lineCount`, with how many orders
 * there are in all; GET /api/orders/{userId}/{orderId}/lines: every line of one of them (a reorder).
 * Anyone else's user id or order id is a 404. Both are charged to the work budget: the orders
 * asked for before they are read, the lines read once they are known.
 */
export async function orderListRoutes(app: FastifyInstance): Promise<void> {
  const orders = new OrderRepository(app.db);
  app.addHook('preValidation', app.requireUser);

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/orders/:userId',
    { schema: { params: OrdersParamsSchema, querystring: OrdersQuerySchema, response: { 200: OrdersPageSchema } }, ...CHARGED_WORK },
    async (request, reply) => {
      if (request.params.userId !== request.session?.userId) throw notFound('There is no user with this id');
      reply.header('cache-control', PRIVATE_NO_STORE);
      // The schema's defaults fill these in; the fallbacks only satisfy the type.
      const { limit = ORDERS_PAGE.default, offset = 0 } = request.query;
      app.workBudget.charge(request, reply, limit * WORK_COSTS.order);
      const page = await orders.pageForUser(request.session.userId, { limit, offset }, wholeOrganization(request.session));
      app.workBudget.chargeDone(request, page.orders.reduce((lines, order) => lines + order.lines.length, 0) * WORK_COSTS.line);
      return { result: page.orders, total: page.total, limit, offset };
    },
  );

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/orders/:userId/:orderId/lines',
    { schema: { params: OrderLinesParamsSchema, response: { 200: OrderLinesAnswerSchema } }, ...CHARGED_WORK },
    async (request, reply) => {
      if (request.params.userId !== request.session?.userId) throw notFound('There is no user with this id');
      reply.header('cache-control', PRIVATE_NO_STORE);
      app.workBudget.charge(request, reply, WORK_COSTS.order);
      const lines = isUuid(request.params.orderId) ? await orders.linesOfOrder(request.session.userId, request.params.orderId, wholeOrganization(request.session)) : null;
      if (lines === null) throw notFound('There is no order with this id');
      app.workBudget.chargeDone(request, lines.length * WORK_COSTS.line);
      return { lines };
    },
  );
}
