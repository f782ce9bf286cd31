import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError, forbidden, notFound } from '../../infra/http/http-errors';
import { changesEmail, emailNotAvailable } from '../auth';
import { ContactRepository, EmailInUseError } from './contact-repository';
import { FieldChecker } from '../../infra/validation/field-checker';
import { assertValid, readContact, readContactChanges } from './organization-input';
import {
  ContactPersonSchema as contactAnswer,
  ContactBodySchema as contactBody,
  ContactChangesBodySchema as contactChangesBody,
  ContactPersonListSchema as contactListAnswer,
  ContactParamsSchema as contactParams,
  OrganizationParamsSchema as orgParams,
} from '@shop/shared/contracts';
import { isUuid, ownOrganizationId } from './org-scope';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';

type ContactRequest = FastifyRequest<{ Params: { orgId: string; contactId: string } }>;
type Body = Record<string, unknown>;

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
  const contacts = new ContactRepository(app.db);
  // Before validation: a stranger's id is a 404 (and a visitor a 401) whatever the body holds.
  app.addHook('preValidation', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
  });
  app.addHook('preValidation', async (request: FastifyRequest<{ Params: { orgId: string } }>) => {
    ownOrganizationId(request);
  });

  /** The contact in the path, if it belongs to the caller's organisation. */
  async function ownContact(request: ContactRequest) {
    const orgId = ownOrganizationId(request);
    if (!isUuid(request.params.contactId)) throw noSuchContact();
    const contact = await contacts.find(orgId, request.params.contactId);
    if (!contact) throw noSuchContact();
    return { orgId, contact };
  }

  app.get<{ Params: { orgId: string } }>(
    '/organization/:orgId/contactPersons',
    { schema: { params: orgParams, response: { 200: contactListAnswer } } },
    async (request) => contacts.list(ownOrganizationId(request)),
  );

  app.post<{ Params: { orgId: string }; Body: Body }>(
    '/organization/:orgId/customers',
    { schema: { params: orgParams, body: contactBody, response: { 201: contactAnswer } }, ...bodyLimit('form') },
    async (request, reply) => {
      const orgId = ownOrganizationId(request);
      const check = new FieldChecker();
      const input = readContact(check, '', request.body);
      assertValid(check);
      const created = await contacts.create(orgId, input).catch(emailInUse);
      return reply.code(201).send(created);
    },
  );

  // The spec sends this without a body: that makes the contact the organisation's main contact.
  // With a JSON body, the fields it names are changed.
  app.put<{ Params: { orgId: string; contactId: string }; Body: Body | null }>(
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
        return contacts.find(orgId, contact.id);
      }
      const check = new FieldChecker();
      const changes = readContactChanges(check, body);
      assertValid(check);
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

  app.delete<{ Params: { orgId: string; contactId: string } }>(
    '/organization/:orgId/contacts/:contactId',
    { schema: { params: contactParams }, ...bodyLimit('none') },
    async (request, reply) => {
      const { orgId, contact } = await ownContact(request);
      if (contact.id === request.session?.userId) throw new HttpError(409, 'You cannot delete yourself');
      if (contact.isMainContact) {
        throw new HttpError(409, 'Make another contact person the main contact before deleting this one');
      }
      await contacts.delete(orgId, contact.id);
      // Their sessions went with them in the database; the session cache must not outlive them.
      await app.sessions.forgetUser(contact.id);
      return reply.code(204).send();
    },
  );
}
