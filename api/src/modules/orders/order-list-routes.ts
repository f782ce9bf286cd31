import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../plugins/http-errors';
import { OrderRepository } from './order-repository';
import { ordersAnswer, ordersParams } from './order-schemas';

type Request = FastifyRequest<{ Params: { userId: string } }>;

/** GET /api/orders/{userId}: the caller's own orders; anyone else's user id is answered 404. */
export async function orderListRoutes(app: FastifyInstance): Promise<void> {
  const orders = new OrderRepository(app.db);
  app.addHook('preValidation', app.requireUser);

  app.get<{ Params: { userId: string } }>(
    '/orders/:userId',
    { schema: { params: ordersParams, response: { 200: ordersAnswer } } },
    async (request: Request, reply) => {
      if (request.params.userId !== request.session?.userId) throw notFound('There is no user with this id');
      reply.header('cache-control', 'no-store');
      return { result: await orders.listForUser(request.session.userId) };
    },
  );
}
