import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyLimit } from '../../infra/http/body-limits';
import { badRequest, notFound } from '../../infra/http/http-errors';
import { describeValidationErrors } from '../../infra/http/validation-messages';
import { AttemptLimiter, attemptWait, countAttempt } from '../../infra/attempts/attempt-limiter';
import { hashPassword, refuseDemoUser } from '../auth';
import { localeOf } from '../../infra/http/request-locale';
import { FieldChecker } from '../../infra/validation/field-checker';
import { assertValid, readContact, readOrganizationDetails } from './organization-input';
import { OrganizationRepository } from './organization-repository';
import { editBody, orgParams, organizationAnswer, registerAnswer, registerBody } from './organization-schemas';
import { ownOrganizationId } from './org-scope';
import { type RegisterError, invalidFieldErrors, sendRegisterErrors } from './register-errors';
import { uniqueViolation } from '../../infra/db/unique-violation';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';

type Body = Record<string, unknown>;

/** Registering an organisation (public) and reading or editing one's own (spec §7, /api/organization). */
export async function organizationRoutes(app: FastifyInstance): Promise<void> {
  const organizations = new OrganizationRepository(app.db);
  const { loginLimit } = app.authConfig;
  // Every well-formed registration counts: one address may probe for taken numbers and e-mails only so often.
  const registrations = new AttemptLimiter('registration-address', loginLimit.perAddress, loginLimit.windowSeconds * 1000);

  // Organisation data is personal: never kept by the browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
  });

  app.post<{ Body: Body }>(
    '/organization',
    { schema: { body: registerBody, response: { 201: registerAnswer } }, attachValidation: true, ...bodyLimit('organization') },
    async (request, reply) => {
      const tooMany = (wait: number) => {
        reply.header('retry-after', String(wait));
        return sendRegisterErrors(reply, 429, [{ Code: 'TooManyRequests', Message: 'Too many registrations from this address. Try again later.' }]);
      };
      const wait = await attemptWait(app.attemptCounts, [[registrations, request.ip]]);
      if (wait > 0) return tooMany(wait);
      if (request.validationError) {
        const { validation, validationContext } = request.validationError;
        return sendRegisterErrors(reply, 400, invalidFieldErrors(describeValidationErrors(validation, validationContext)));
      }
      const check = new FieldChecker();
      const details = readOrganizationDetails(check, request.body);
      const contact = readContact(check, 'contact', request.body.contact as Body | undefined);
      const password = check.password('password', request.body.password);
      await check.passwordHardToGuess('password', password);
      if (check.problems.length > 0) return sendRegisterErrors(reply, 400, invalidFieldErrors(check.problems));

      // Counted from here: the answer below tells whether a number or e-mail has an account.
      const waitAfterAll = await countAttempt(app.attemptCounts, [[registrations, request.ip]]);
      if (waitAfterAll > 0) return tooMany(waitAfterAll);
      const taken = await organizations.taken(details.organizationNumber, contact.email);
      const conflicts: RegisterError[] = [];
      if (taken.organizationNumber) conflicts.push(ORG_NUMBER_TAKEN);
      if (taken.email) conflicts.push(EMAIL_TAKEN);
      if (conflicts.length > 0) return sendRegisterErrors(reply, 409, conflicts);

      let ids: { organizationId: string; userId: string };
      try {
        ids = await organizations.register(details, contact, await hashPassword(password));
      } catch (error) {
        // Someone registered the same number or e-mail a moment ago.
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        return sendRegisterErrors(reply, 409, [constraint.includes('org_number') ? ORG_NUMBER_TAKEN : EMAIL_TAKEN]);
      }
      // Not logged in: prices wait until the login e-mail is confirmed through the link mailed now
      // (and, with REQUIRE_APPROVAL, until the distributor approves the organisation).
      const confirmation = await app.onboarding.registered(ids, contact.email, localeOf(request, request.body.locale));
      return reply.code(201).send({ id: ids.organizationId, userId: ids.userId, confirmation });
    },
  );

  app.register(async (own) => {
    // Before validation: a stranger's id is a 404 (and a visitor a 401) whatever the body holds.
    own.addHook('preValidation', app.requireUser);
    own.addHook('preValidation', async (request: FastifyRequest<{ Params: { orgId: string } }>) => {
      ownOrganizationId(request);
    });

    own.get<{ Params: { orgId: string } }>(
      '/organization/:orgId',
      { schema: { params: orgParams, response: { 200: organizationAnswer } } },
      async (request) => {
        const organization = await organizations.find(ownOrganizationId(request));
        if (!organization) throw notFound('There is no organisation with this id');
        return organization;
      },
    );

    own.post<{ Params: { orgId: string }; Body: Body }>(
      '/organization/:orgId',
      { schema: { params: orgParams, body: editBody, response: { 200: organizationAnswer } }, ...bodyLimit('organization') },
      async (request) => {
        const orgId = ownOrganizationId(request);
        await refuseDemoUser(app.db, (request.session as { userId: string }).userId, 'its organisation');
        if (request.body.id !== undefined && request.body.id !== orgId) {
          throw badRequest('id must be the id of the organisation being edited', [
            { field: 'id', message: 'id must be the id of the organisation being edited' },
          ]);
        }
        const current = await organizations.find(orgId);
        if (!current) throw notFound('There is no organisation with this id');
        const check = new FieldChecker();
        // The organisation number is the organisation's identity: it stays as registered.
        const details = readOrganizationDetails(check, { ...request.body, organizationNumber: current.organizationNumber });
        assertValid(check);
        return organizations.update(orgId, details);
      },
    );
  });
}

const ORG_NUMBER_TAKEN: RegisterError = {
  Code: 'OrganizationNumberTaken',
  Field: 'organizationNumber',
  Message: 'An organisation with this organisation number already has an account',
};
const EMAIL_TAKEN: RegisterError = {
  Code: 'EmailTaken',
  Field: 'contact.email',
  Message: 'This e-mail address already has an account',
};
