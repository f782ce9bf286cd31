import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bodyLimit } from '../../infra/http/body-limits';
import { badRequest, notFound } from '../../infra/http/http-errors';
import { describeValidationErrors } from '../../infra/http/validation-messages';
import { ownRecordsOnly, refuseDemoUser } from '../auth';
import { localeOf } from '../../infra/http/request-locale';
import { FieldChecker } from '../../infra/validation/field-checker';
import { readOrganizationDetails } from './organization-input';
import { OrganizationRepository } from './organization-repository';
import {
  OrganizationEditBodySchema as editBody,
  OrganizationParamsSchema as orgParams,
  OrganizationSchema as organizationAnswer,
  RegisterBodySchema as registerBody,
  RegisteredSchema as registerAnswer,
} from '@shop/shared/contracts';
import { ownOrganizationId } from './org-scope';
import { Registration } from './registration';
import { sendRegisterErrors } from './register-errors';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';

/** Registering an organisation (public) and reading or editing one's own (spec §7, /api/organization). */
export async function organizationRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const organizations = new OrganizationRepository(app.db);
  const registration = new Registration(app.db, app.attemptCounts, app.onboarding, app.authConfig.loginLimit);

  typed.post(
    '/organization',
    {
      schema: { body: registerBody, response: { 201: registerAnswer } },
      attachValidation: true,
      ...bodyLimit('organization'),
      // A registration's answer names the new organisation and person: kept by no browser or proxy.
      onSend: async (_request, reply) => {
        reply.header('cache-control', PRIVATE_NO_STORE);
      },
    },
    async (request, reply) => {
      const schemaError = request.validationError;
      const outcome = await registration.register({
        body: request.body,
        schemaProblems: schemaError ? describeValidationErrors(schemaError.validation, schemaError.validationContext) : null,
        clientAddress: request.clientKey,
        // The body may be anything when the schema refused it (null too): its type holds only after a pass.
        locale: localeOf(request, (request.body as Record<string, unknown> | null)?.locale),
      });
      if (outcome.status === 201) return reply.code(201).send(outcome.answer);
      if (outcome.retryAfterSeconds !== undefined) reply.header('retry-after', String(outcome.retryAfterSeconds));
      return sendRegisterErrors(reply, outcome.status, outcome.errors);
    },
  );

  app.register(async (scope) => {
    const own = scope.withTypeProvider<TypeBoxTypeProvider>();
    ownRecordsOnly(scope, ownOrganizationId);

    own.get(
      '/organization/:orgId',
      { schema: { params: orgParams, response: { 200: organizationAnswer } } },
      async (request) => {
        const organization = await organizations.find(ownOrganizationId(request));
        if (!organization) throw notFound('There is no organisation with this id');
        return organization;
      },
    );

    own.post(
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
        check.assertValid();
        const updated = await organizations.update(orgId, details);
        if (!updated) throw notFound('There is no organisation with this id');
        return updated;
      },
    );
  });
}
