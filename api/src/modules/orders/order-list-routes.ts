import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ORDERS_PAGE, OrdersPageSchema, OrdersParamsSchema, OrdersQuerySchema } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';
import { notFound } from '../../infra/http/http-errors';
import { OrderRepository } from './order-repository';

/**
 * GET /api/orders/{userId}?limit=&offset=: a page of the caller's own orders, newest first (20, or fewer
 * when asked), with how many there are in all; anyone else's user id is a 404.
 */
export async function orderListRoutes(app: FastifyInstance): Promise<void> {
  const orders = new OrderRepository(app.db);
  app.addHook('preValidation', app.requireUser);

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/orders/:userId',
    { schema: { params: OrdersParamsSchema, querystring: OrdersQuerySchema, response: { 200: OrdersPageSchema } } },
    async (request, reply) => {
      if (request.params.userId !== request.session?.userId) throw notFound('There is no user with this id');
      reply.header('cache-control', PRIVATE_NO_STORE);
      // The schema's defaults fill these in; the fallbacks only satisfy the type.
      const { limit = ORDERS_PAGE.default, offset = 0 } = request.query;
      const page = await orders.pageForUser(request.session.userId, { limit, offset });
      return { result: page.orders, total: page.total, limit, offset };
    },
  );
}
