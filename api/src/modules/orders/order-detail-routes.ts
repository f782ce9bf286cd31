import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OrderDetailParamsSchema, OrderDetailSchema } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';
import { badRequest, notFound } from '../../infra/http/http-errors';
import { WORK_COSTS } from '../../infra/http/work-cost';
import { CHARGED_WORK } from '../../infra/http/work-budget';
import { isUuid } from '../../infra/validation/uuid';
import { discountSaved } from './order-discount';
import { orderDetail } from './order-detail-repository';
import type { SessionIdentity } from '../auth';

/**
 * GET /api/order/{orderId}: one order of the caller's organisation, whole (its page in the account
 * area and its printed confirmation). Any colleague in the organisation may open it; an order of
 * another organisation is a 404 like an unknown id, so nobody learns which ids exist. An id that
 * cannot be an order's is a 400. Charged to the work budget as an order read before it is read,
 * and by its lines once they are known.
 */
export async function orderDetailRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', app.requireUser);
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/order/:orderId',
    { schema: { params: OrderDetailParamsSchema, response: { 200: OrderDetailSchema } }, ...CHARGED_WORK },
    async (request, reply) => {
      const { orderId } = request.params;
      if (!isUuid(orderId)) {
        const message = 'orderId: an order id is a UUID such as 3f2b8c1e-5d4a-4b7e-9c0d-1a2b3c4d5e6f';
        throw badRequest(message, [{ field: 'orderId', message }]);
      }
      app.workBudget.charge(request, reply, WORK_COSTS.order);
      const { organizationId, userId, role } = request.session as SessionIdentity;
      // A requester reads only the orders they asked for; the others the organisation's.
      const order = await orderDetail(app.db, organizationId, orderId, role === 'requester' ? userId : undefined);
      if (!order) throw notFound('There is no order with this id');
      app.workBudget.chargeDone(request, order.lines.length * WORK_COSTS.line);
      // The products as the organisation sees them now: the cart's discount, on the lines bought.
      const pricer = await app.agreements.pricerOf(organizationId);
      const catalog = app.catalog.current;
      const discountTotal = discountSaved(order.lines, (sku) => {
        const product = catalog.product(sku);
        return product && pricer(product);
      });
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { ...order, discountTotal };
    },
  );
}
