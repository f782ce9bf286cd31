import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../infra/http/http-errors';
import { OrderRepository } from './order-repository';
import { type OrdersQuery, ordersAnswer, ordersParams, ordersQuery } from './order-schemas';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';

type Request = FastifyRequest<{ Params: { userId: string }; Querystring: OrdersQuery }>;

/**
 * GET /api/orders/{userId}?limit=&offset=: a page of the caller's own orders, newest first (20, or fewer
 * when asked), with how many there are in all; anyone else's user id is a 404.
 */
export async function orderListRoutes(app: FastifyInstance): Promise<void> {
  const orders = new OrderRepository(app.db);
  app.addHook('preValidation', app.requireUser);

  app.get<{ Params: { userId: string }; Querystring: OrdersQuery }>(
    '/orders/:userId',
    { schema: { params: ordersParams, querystring: ordersQuery, response: { 200: ordersAnswer } } },
    async (request: Request, reply) => {
      if (request.params.userId !== request.session?.userId) throw notFound('There is no user with this id');
      reply.header('cache-control', PRIVATE_NO_STORE);
      const { limit, offset } = request.query;
      const page = await orders.pageForUser(request.session.userId, { limit, offset });
      return { result: page.orders, total: page.total, limit, offset };
    },
  );
}
