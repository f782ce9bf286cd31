import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  InvitationBodySchema as invitationBody,
  OrganizationParamsSchema as orgParams,
  PeopleSchema as peopleAnswer,
  PersonParamsSchema as personParams,
  PersonSchema,
  RoleBodySchema as roleBody,
} from '@shop/shared/contracts';
import { Type } from '@sinclair/typebox';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError, notFound } from '../../infra/http/http-errors';
import { localeOf } from '../../infra/http/request-locale';
import { FieldChecker } from '../../infra/validation/field-checker';
import { isUuid } from '../../infra/validation/uuid';
import { ownRecordsOnly, refuseDemoUser } from '../auth';
import { readRole } from './limits-input';
import { PeopleRepository } from './people-repository';

type ScopedRequest = Pick<FastifyRequest, 'session'> & { params: { orgId: string; contactId?: string } };

/** The organisation in the path if it is the caller's own; another's is a 404 like an unknown id. */
function ownOrganizationId(request: ScopedRequest): string {
  if (request.session === null || request.params.orgId !== request.session.organizationId) throw notFound('There is no organisation with this id');
  return request.session.organizationId;
}

const noSuchPerson = () => notFound('There is no person with this id in your organisation');

const InvitedPersonSchema = Type.Object({ person: PersonSchema, mail: Type.Unsafe<'sent' | 'not-sent'>({ type: 'string', enum: ['sent', 'not-sent'] }) });

/**
 * The organisation's people for its administrators (README of the API, "Roles, limits and
 * approval"): who they are, their role, a buyer's limits and month's spend, their invitation and
 * last login; a role or limit changed, an invitation (re)sent or withdrawn. The role guard lets
 * only administrators here (route-roles.ts). A demoted person's sessions end at once, on every process.
 */
export async function peopleRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const people = new PeopleRepository(app.db);
  ownRecordsOnly(app, ownOrganizationId);
  // The demo organisation looks the same to every visitor (README, "Demo login").
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' && request.session) await refuseDemoUser(app.db, request.session.userId, 'its contact persons');
  });

  async function ownPerson(request: ScopedRequest & { params: { contactId: string } }) {
    const orgId = ownOrganizationId(request);
    const person = isUuid(request.params.contactId) ? await people.find(orgId, request.params.contactId, new Date()) : null;
    if (!person) throw noSuchPerson();
    return { orgId, person };
  }
  // Another organisation's person is a 404 before the body is read, whatever it holds.
  app.addHook('preValidation', async (request: FastifyRequest<{ Params: { orgId: string; contactId?: string } }>) => {
    const { contactId } = request.params;
    if (contactId !== undefined) await ownPerson({ session: request.session, params: { orgId: request.params.orgId, contactId } });
  });

  typed.get('/organization/:orgId/people', { schema: { params: orgParams, response: { 200: peopleAnswer } } }, async (request) =>
    people.list(ownOrganizationId(request), new Date()),
  );

  typed.put(
    '/organization/:orgId/people/:contactId/role',
    { schema: { params: personParams, body: roleBody }, ...bodyLimit('small') },
    async (request) => {
      const { orgId, person } = await ownPerson(request);
      const check = new FieldChecker();
      const change = readRole(check, request.body);
      check.assertValid();
      const changed = await people.changeRole(orgId, person.id, change);
      if (changed === null) throw new HttpError(409, 'This contact person has no role yet: invite them with one', undefined, 'NotInvited');
      // What the person may do is read from their session: a changed role starts anew on every process.
      if (changed.roleChanged) await app.sessions.endAll(person.id);
      return (await people.find(orgId, person.id, new Date())) ?? person;
    },
  );

  typed.post(
    '/organization/:orgId/people/:contactId/invitation',
    { schema: { params: personParams, body: invitationBody, response: { 202: InvitedPersonSchema } }, ...bodyLimit('small') },
    async (request, reply) => {
      const { orgId, person } = await ownPerson(request);
      if (person.invitation === 'accepted') throw new HttpError(409, 'This person logs in already', undefined, 'AlreadyLogsIn');
      const check = new FieldChecker();
      const given = request.body.role === undefined && request.body.orderLimit === undefined && request.body.monthLimit === undefined;
      // A resend without a role keeps the role and limits of the invitation before.
      const change = given && person.role !== null ? { role: person.role, orderLimit: person.orderLimit, monthLimit: person.monthLimit } : readRole(check, request.body);
      check.assertValid();
      const invitedBy = (request.session as { userId: string }).userId;
      const mail = await app.invitations.invite({ organizationId: orgId, userId: person.id, ...change, invitedBy, locale: localeOf(request, request.body.locale) });
      const invited = mail === null ? null : await people.find(orgId, person.id, new Date());
      if (mail === null || invited === null) throw noSuchPerson();
      return reply.code(202).send({ person: invited, mail });
    },
  );

  typed.delete(
    '/organization/:orgId/people/:contactId/invitation',
    { schema: { params: personParams }, ...bodyLimit('none') },
    async (request, reply) => {
      const { orgId, person } = await ownPerson(request);
      if (person.invitation === 'accepted') throw new HttpError(409, 'This person logs in already: remove them or change their role instead', undefined, 'AlreadyLogsIn');
      if (!(await app.invitations.withdraw(orgId, person.id))) throw new HttpError(409, 'This person has no invitation to withdraw', undefined, 'NotInvited');
      return reply.code(204).send();
    },
  );
}
