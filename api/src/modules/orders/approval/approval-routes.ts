import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ApprovalConflictSchema,
  ApprovalParamsSchema as approvalParams,
  ApproveBodySchema as approveBody,
  OrderRequestListSchema as requestList,
  OrganizationParamsSchema as orgParams,
  OwnRequestParamsSchema as ownRequestParams,
  RefuseBodySchema as refuseBody,
  SentOrderSchema,
  UserIdParamsSchema as userParams,
} from '@shop/shared/contracts';
import { bodyLimit } from '../../../infra/http/body-limits';
import { PRIVATE_NO_STORE } from '../../../infra/http/cache-policy';
import { HttpError, notFound } from '../../../infra/http/http-errors';
import { FieldChecker } from '../../../infra/validation/field-checker';
import { isUuid } from '../../../infra/validation/uuid';
import type { OrderPlacement } from '../order-placement';
import type { ApprovalNotices } from './approval-notices';

type Session = { userId: string; organizationId: string };

function ownOrganization(request: Pick<FastifyRequest, 'session'> & { params: { orgId: string } }): Session {
  if (request.session === null || request.params.orgId !== request.session.organizationId) throw notFound('There is no organisation with this id');
  return request.session;
}

function ownUser(request: Pick<FastifyRequest, 'session'> & { params: { userId: string } }): Session {
  if (request.session === null || request.params.userId !== request.session.userId) throw notFound('There is no user with this id');
  return request.session;
}

const noSuchRequest = () => notFound('There is no order request with this id');
const decided = () => new HttpError(409, 'This request was already approved, refused or withdrawn', undefined, 'AlreadyDecided');

/**
 * Approval (README of the API, "Roles, limits and approval"): the administrators' list of orders
 * waiting, approving one (sent as an order at today's prices; a total changed since the
 * administrator saw it is a 409 with the old and the new) or refusing it with a reason; and the
 * person who asked: their requests with their state, and withdrawing one still waiting.
 */
export function approvalRoutes(app: FastifyInstance, placement: OrderPlacement, notices: ApprovalNotices): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const requests = placement.requests;
  // Another organisation's or person's ids are 404s before the body is read.
  app.addHook('preValidation', async (request: FastifyRequest<{ Params: Record<string, string> }>) => {
    const params = request.params ?? {};
    const requestId = params.requestId;
    if ('orgId' in params) {
      const { organizationId } = ownOrganization(request as FastifyRequest<{ Params: { orgId: string } }>);
      if (requestId !== undefined && !(isUuid(requestId) && (await requests.exists(organizationId, requestId)))) throw noSuchRequest();
    } else if ('userId' in params && request.routeOptions.url?.startsWith('/api/order-requests/')) {
      const { userId } = ownUser(request as FastifyRequest<{ Params: { userId: string } }>);
      if (requestId !== undefined && !(isUuid(requestId) && (await requests.isOwn(userId, requestId)))) throw noSuchRequest();
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.includes('approvals') || request.routeOptions.url?.startsWith('/api/order-requests/')) reply.header('cache-control', PRIVATE_NO_STORE);
  });

  async function waitingRequest(orgId: string, requestId: string) {
    if (!isUuid(requestId)) throw noSuchRequest();
    const request = await requests.findWaiting(orgId, requestId);
    if (request) return request;
    throw (await requests.exists(orgId, requestId)) ? decided() : noSuchRequest();
  }

  typed.get('/organization/:orgId/approvals', { schema: { params: orgParams, response: { 200: requestList } } }, async (request) => ({
    result: await requests.waiting(ownOrganization(request).organizationId),
  }));

  typed.post(
    '/organization/:orgId/approvals/:requestId/approve',
    { schema: { params: approvalParams, body: approveBody, response: { 202: SentOrderSchema, 409: ApprovalConflictSchema } }, ...bodyLimit('small') },
    async (request, reply) => {
      const { organizationId, userId } = ownOrganization(request);
      const waiting = await waitingRequest(organizationId, request.params.requestId);
      const seenTotal = request.body.seenTotal;
      if (!Number.isFinite(seenTotal) || seenTotal < 0) {
        throw new HttpError(400, 'seenTotal must be the total the request showed, in NOK', [{ field: 'seenTotal', message: 'seenTotal must be an amount in NOK' }]);
      }
      if (waiting.requestedBy === null) throw new HttpError(409, 'The person who asked for this order is no longer in the organisation: refuse it', undefined, 'RequesterGone');
      const placed = await placement.placeApproved(waiting, waiting.requestedBy, userId, seenTotal);
      if ('changed' in placed) {
        const message = `The order now comes to NOK ${placed.changed.toFixed(2)} excluding VAT, not the NOK ${seenTotal.toFixed(2)} you saw: look at it again and approve the new total.`;
        return reply.code(409).send({ error: 'Conflict', message, code: 'TotalChanged', oldTotal: seenTotal, newTotal: placed.changed });
      }
      await notices.decided(waiting.requestedBy, waiting.locale, placed.sent.total, { approved: true, orderNumber: placed.sent.orderNumber, adminId: userId });
      return reply.code(202).send(placed.sent);
    },
  );

  typed.post(
    '/organization/:orgId/approvals/:requestId/refuse',
    { schema: { params: approvalParams, body: refuseBody }, ...bodyLimit('small') },
    async (request, reply) => {
      const { organizationId, userId } = ownOrganization(request);
      const waiting = await waitingRequest(organizationId, request.params.requestId);
      const check = new FieldChecker();
      const reason = check.text('reason', request.body.reason, { max: 500 });
      check.assertValid();
      if (!(await requests.refuse(organizationId, waiting.id, userId, reason))) throw decided();
      await notices.decided(waiting.requestedBy, waiting.locale, waiting.total, { approved: false, reason, adminId: userId });
      return reply.code(204).send();
    },
  );

  typed.get('/order-requests/:userId', { schema: { params: userParams, response: { 200: requestList } } }, async (request) => ({
    result: await requests.ofUser(ownUser(request).userId),
  }));

  typed.delete('/order-requests/:userId/:requestId', { schema: { params: ownRequestParams }, ...bodyLimit('none') }, async (request, reply) => {
    const { userId } = ownUser(request);
    // Their own request (checked above): only a waiting one can be withdrawn.
    if (!(await requests.withdraw(userId, request.params.requestId))) throw decided();
    return reply.code(204).send();
  });
}
