import type { FastifyRequest } from 'fastify';
import { notFound } from '../../infra/http/http-errors';

/** What the ownership checks read of a request: the ids in its path and who is asking. */
export type ScopedRequest<Params extends { orgId: string } = { orgId: string }> = Pick<FastifyRequest, 'session'> & { params: Params };

/**
 * The organisation in the path, if it is the caller's own. Another organisation's id is answered
 * 404, exactly like an id that does not exist, so nobody learns which organisations exist.
 */
export function ownOrganizationId(request: ScopedRequest): string {
  const session = request.session;
  if (session === null || request.params.orgId !== session.organizationId) {
    throw notFound('There is no organisation with this id');
  }
  return session.organizationId;
}
