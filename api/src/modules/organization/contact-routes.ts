import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError, forbidden, notFound } from '../../infra/http/http-errors';
import { changesEmail, emailNotAvailable, ownRecordsOnly, refuseDemoUser } from '../auth';
import { ContactRepository, EmailInUseError } from './contact-repository';
import { FieldChecker } from '../../infra/validation/field-checker';
import { readContact, readContactChanges } from './organization-input';
import {
  ContactPersonSchema as contactAnswer,
  ContactBodySchema as contactBody,
  ContactChangesBodySchema as contactChangesBody,
  ContactPersonListSchema as contactListAnswer,
  ContactParamsSchema as contactParams,
  OrganizationParamsSchema as orgParams,
} from '@shop/shared/contracts';
import { isUuid } from '../../infra/validation/uuid';
import { localeOf } from '../../infra/http/request-locale';
import { keepAnAdministrator, readRole } from '../people';
import { type ScopedRequest, ownOrganizationId } from './org-scope';

type ContactRequest = ScopedRequest<Static<typeof contactParams>>;

const noSuchContact = () => notFound('There is no contact person with this id');

/** A new contact person (who cannot log in) clashes only with the caller's own colleagues: said plainly. */
function emailInUse(error: unknown): never {
  if (error instanceof EmailInUseError) {
    throw new HttpError(409, error.message, [{ field: 'email', message: 'email is already used by another contact person' }]);
  }
  throw error;
}

/** A changed e-mail may clash with a login of another organisation: answered without saying whose. */
function clashUnnamed(error: unknown): never {
  if (error instanceof EmailInUseError) throw emailNotAvailable();
  throw error;
}

function loginEmailElsewhere(): HttpError {
  const message = 'The e-mail address a person logs in with is changed only by that person, on their profile, with their password';
  return forbidden(message, 'LoginEmail');
}

/** Contact persons of the caller's own organisation (spec §7). */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const contacts = new ContactRepository(app.db);
  ownRecordsOnly(app, ownOrganizationId);
  // The demo organisation looks the same to every visitor (README, "Demo login").
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' && request.session) await refuseDemoUser(app.db, request.session.userId, 'its contact persons');
  });

  /** The contact in the path, if it belongs to the caller's organisation. */
  async function ownContact(request: ContactRequest) {
    const orgId = ownOrganizationId(request);
    if (!isUuid(request.params.contactId)) throw noSuchContact();
    const contact = await contacts.find(orgId, request.params.contactId);
    if (!contact) throw noSuchContact();
    return { orgId, contact };
  }

  typed.get(
    '/organization/:orgId/contactPersons',
    { schema: { params: orgParams, response: { 200: contactListAnswer } } },
    async (request) => contacts.list(ownOrganizationId(request)),
  );

  typed.post(
    '/organization/:orgId/customers',
    { schema: { params: orgParams, body: contactBody, response: { 201: contactAnswer } }, ...bodyLimit('form') },
    async (request, reply) => {
      const orgId = ownOrganizationId(request);
      const check = new FieldChecker();
      const input = readContact(check, '', request.body);
      const body = request.body;
      // With a role the new person is invited at once (README of the API, "Roles, limits and approval").
      const invited = body.role === undefined && body.orderLimit === undefined && body.monthLimit === undefined ? null : readRole(check, body);
      check.assertValid();
      const created = await contacts.create(orgId, input).catch(emailInUse);
      if (invited === null) return reply.code(201).send(created);
      const invitedBy = (request.session as { userId: string }).userId;
      const mail = await app.invitations.invite({ organizationId: orgId, userId: created.id, ...invited, invitedBy, locale: localeOf(request, body.locale) });
      return reply.code(201).send({ ...created, invitation: mail ?? 'not-sent' });
    },
  );

  // The spec sends this without a body: that makes the contact the organisation's main contact.
  // With a JSON body, the fields it names are changed.
  typed.put(
    '/organization/:orgId/contacts/:contactId',
    {
      schema: { params: contactParams, body: contactChangesBody, response: { 200: contactAnswer } },
      ...bodyLimit('form'),
      // Runs after the preValidation hooks above (ownership first): another organisation's contact
      // is a 404 whatever the body holds; "no body" becomes null for the schema.
      preValidation: async (request) => {
        await ownContact(request);
        request.body ??= null;
      },
    },
    async (request, reply) => {
      const { orgId, contact } = await ownContact(request);
      const body = request.body;
      if (body === null || body === undefined) {
        await contacts.makeMain(orgId, contact.id);
        const main = await contacts.find(orgId, contact.id);
        // Deleted by a colleague in the meantime: gone, as for any other id.
        if (!main) throw noSuchContact();
        return main;
      }
      const check = new FieldChecker();
      const changes = readContactChanges(check, body);
      check.assertValid();
      const changingEmail = changesEmail(contact.email, changes.email);
      // A login e-mail is the account: it changes only on its owner's profile, with the current
      // password (PUT /api/auth/user/{userId}), never here.
      if (changingEmail && contact.canLogIn) throw loginEmailElsewhere();
      // Counted before the address is looked up: the answer tells whether it is free.
      const callerId = (request.session as { userId: string }).userId;
      if (changingEmail) await app.emailChanges.count(request, reply, callerId);
      const updated = await contacts.update(orgId, contact.id, changes).catch(clashUnnamed);
      if (!updated) throw noSuchContact();
      return updated;
    },
  );

  typed.delete(
    '/organization/:orgId/contacts/:contactId',
    { schema: { params: contactParams }, ...bodyLimit('none') },
    async (request, reply) => {
      const { orgId, contact } = await ownContact(request);
      if (contact.id === request.session?.userId) throw new HttpError(409, 'You cannot delete yourself');
      if (contact.isMainContact) {
        throw new HttpError(409, 'Make another contact person the main contact before deleting this one');
      }
      // An organisation keeps an administrator who can log in; checked and deleted under one lock.
      await app.db.transaction(async (tx) => {
        await keepAnAdministrator(tx, orgId, contact.id);
        await contacts.delete(orgId, contact.id, tx);
      });
      // Their sessions went with them in the database; the session cache must not outlive them.
      await app.sessions.forgetUser(contact.id);
      return reply.code(204).send();
    },
  );
}
