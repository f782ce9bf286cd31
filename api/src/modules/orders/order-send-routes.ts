import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyLimit } from '../../infra/http/body-limits';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';
import { HttpError } from '../../infra/http/http-errors';
import { WORK_COSTS } from '../../infra/http/work-cost';
import { CHARGED_WORK } from '../../infra/http/work-budget';
import type { DeliveryConfig } from '../../infra/config/delivery-config';
import { deliveryOptionsRoutes } from './delivery-options-routes';
import { OrderPlacement } from './order-placement';
import {
  type SendOrderBody,
  SendOrderBodySchema,
  type SentForApproval,
  SentForApprovalSchema,
  type SentOrder,
  SentOrderSchema,
} from '@shop/shared/contracts';
import { Type } from '@sinclair/typebox';
import { localeOf } from '../../infra/http/request-locale';
import type { SessionIdentity } from '../auth';
import { ApprovalNotices } from './approval/approval-notices';
import { approvalRoutes } from './approval/approval-routes';

type Request = FastifyRequest<{ Body: SendOrderBody }>;

/**
 * POST /api/orders and POST /api/order/ (spec §7: one operation under two paths). The caller must be
 * logged in and send as themself: another user id as `customer` is a 403. Answers 202 with the order
 * number; with an Idempotency-Key header a repeat answers the first send and creates nothing new.
 * An organisation sends at most ORDERS_PER_DAY orders in 24 hours (daily-order-limit.ts): then 429.
 * An order above ORDER_TOTAL_LIMIT_NOK (excluding VAT) is a 422 `OrderTotalTooLarge`. A
 * requester's order, or a buyer's above their limits, is stored for approval instead (202
 * `{ awaitingApproval: true, requestId, … }`, approval-routes.ts).
 */
export async function orderSendRoutes(
  app: FastifyInstance,
  limits: { ordersPerDay: number; orderTotalLimitNok: number; delivery: DeliveryConfig; publicUrl: string },
): Promise<void> {
  const placement = new OrderPlacement(
    app.db,
    app.catalog,
    limits.ordersPerDay,
    limits.orderTotalLimitNok,
    (organizationId) => app.agreements.pricerOf(organizationId),
    limits.delivery,
  );
  const notices = new ApprovalNotices(app.db, app.mailer, limits.publicUrl, app.log);
  app.addHook('preValidation', app.requireUser);
  await deliveryOptionsRoutes(app, limits.delivery);
  approvalRoutes(app, placement, notices);

  const handler = async (request: Request, reply: FastifyReply): Promise<SentOrder | SentForApproval> => {
    const { userId, organizationId, role } = request.session as SessionIdentity;
    const idempotencyKey = request.headers['idempotency-key'];
    // Its lines are priced (and a repeat's looked up) before anything is stored: charged first.
    app.workBudget.charge(request, reply, request.body.lineItems.length * WORK_COSTS.line);
    const locale = localeOf(request);
    const placed = await placement.place({ userId, organizationId, body: request.body, idempotencyKey, role, locale });
    if ('forApproval' in placed) {
      if (placed.isNew) await notices.waiting(organizationId, userId, placed.forApproval.total, locale);
      reply.code(202).header('cache-control', PRIVATE_NO_STORE);
      return placed.forApproval;
    }
    if ('refused' in placed) {
      reply.header('retry-after', String(placed.waitSeconds));
      throw new HttpError(429, placed.refused);
    }
    reply.code(202).header('cache-control', PRIVATE_NO_STORE);
    return placed.sent;
  };

  const options = { schema: { body: SendOrderBodySchema, response: { 202: Type.Union([SentOrderSchema, SentForApprovalSchema]) } }, ...bodyLimit('order'), ...CHARGED_WORK };
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.post('/orders', options, handler);
  typed.post('/order/', options, handler);
}
