import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DELIVERY_METHODS, type DeliveryOptions, DeliveryOptionsBodySchema, DeliveryOptionsSchema, WAREHOUSES, fromOre } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { DeliveryConfig } from '../../infra/config/delivery-config';
import { bodyLimit } from '../../infra/http/body-limits';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';
import { WORK_COSTS } from '../../infra/http/work-cost';
import { CHARGED_WORK } from '../../infra/http/work-budget';
import { priceFromMemory } from './current-prices';
import { deliveryLines } from './delivery/catalog-availability';
import { planDelivery, shipsFrom } from './delivery/delivery-plan';
import { closedDays, freightOre, latestDeliveryDate } from './delivery/delivery-rules';

/**
 * POST /api/orders/delivery-options { lineItems, warehouse? }: what checkout shows before the order
 * is sent, for the cart as it is: each delivery method's freight (at the organisation's prices, so
 * the free-freight amount is judged as the order send will judge it), the warehouse it ships from
 * (a pick-up from `warehouse`, else the dispatch warehouse), each line's split against that
 * warehouse and the earliest date that follows, the warehouses, the latest date that may be asked
 * for and the days up to it that are no working days. Computed as the order send computes them; nothing is stored. Registered beside the order
 * send, behind its login; charged to the work budget by its lines.
 */
export async function deliveryOptionsRoutes(app: FastifyInstance, config: DeliveryConfig): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/orders/delivery-options',
    { schema: { body: DeliveryOptionsBodySchema, response: { 200: DeliveryOptionsSchema } }, ...bodyLimit('order'), ...CHARGED_WORK },
    async (request, reply): Promise<DeliveryOptions> => {
      const { organizationId } = request.session as { organizationId: string };
      // Charged by its lines before any is priced: 500 lines cost what 500 products in a list cost.
      app.workBudget.charge(request, reply, request.body.lineItems.length * WORK_COSTS.line);
      const pricer = await app.agreements.pricerOf(organizationId);
      const { priced } = priceFromMemory(app.catalog, request.body.lineItems, pricer);
      const lines = deliveryLines(app.catalog, request.body.lineItems);
      const now = new Date();
      const methods = DELIVERY_METHODS.map((method) => {
        const plan = planDelivery(method, shipsFrom(method, request.body.warehouse ?? config.dispatchWarehouse, config), now, lines, config);
        return { method, freight: fromOre(freightOre(method, priced.totalOre, config)), ...plan };
      });
      const latestDate = latestDeliveryDate(now, config);
      const firstDate = methods.map((option) => option.earliestDate).sort()[0] as string;
      reply.header('cache-control', PRIVATE_NO_STORE);
      return {
        goodsTotal: fromOre(priced.totalOre),
        freeFreightFrom: config.freeFreightFromNok,
        methods,
        warehouses: [...WAREHOUSES],
        dispatchWarehouse: config.dispatchWarehouse,
        latestDate,
        closedDates: closedDays(firstDate, latestDate),
      };
    },
  );
}
