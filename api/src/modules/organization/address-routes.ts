import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { bodyLimit } from '../../infra/http/body-limits';
import { notFound } from '../../infra/http/http-errors';
import { ownRecordsOnly, refuseDemoUser } from '../auth';
import { AddressRepository } from './address-repository';
import { FieldChecker } from '../../infra/validation/field-checker';
import { readDeliveryAddress } from './organization-input';
import {
  DeliveryAddressSchema as addressAnswer,
  DeliveryAddressBodySchema as addressBody,
  DeliveryAddressListSchema as addressListAnswer,
  AddressParamsSchema as addressParams,
  OrganizationParamsSchema as orgParams,
} from '@shop/shared/contracts';
import { isUuid } from '../../infra/validation/uuid';
import { type ScopedRequest, ownOrganizationId } from './org-scope';

type AddressRequest = ScopedRequest<Static<typeof addressParams>>;

const noSuchAddress = () => notFound('There is no delivery address with this id');

function ownAddressIds(request: AddressRequest): { orgId: string; addressId: string } {
  const orgId = ownOrganizationId(request);
  if (!isUuid(request.params.addressId)) throw noSuchAddress();
  return { orgId, addressId: request.params.addressId };
}

function readValid(body: Static<typeof addressBody>) {
  const check = new FieldChecker();
  const input = readDeliveryAddress(check, body);
  check.assertValid();
  return input;
}

/** Delivery addresses of the caller's own organisation (spec §7). */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const addresses = new AddressRepository(app.db);
  ownRecordsOnly(app, ownOrganizationId);
  // The demo organisation looks the same to every visitor (README, "Demo login").
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' && request.session) await refuseDemoUser(app.db, request.session.userId, 'its delivery addresses');
  });

  typed.get(
    '/organization/:orgId/deliveryAddress',
    { schema: { params: orgParams, response: { 200: addressListAnswer } } },
    async (request) => addresses.list(ownOrganizationId(request)),
  );

  typed.post(
    '/organization/:orgId/deliveryAddress',
    { schema: { params: orgParams, body: addressBody, response: { 201: addressAnswer } }, ...bodyLimit('form') },
    async (request, reply) => {
      const orgId = ownOrganizationId(request);
      return reply.code(201).send(await addresses.create(orgId, readValid(request.body)));
    },
  );

  typed.put(
    '/organization/:orgId/deliveryAddress/:addressId',
    {
      schema: { params: addressParams, body: addressBody, response: { 200: addressAnswer } },
      ...bodyLimit('form'),
      // Another organisation's address is a 404 whatever the body holds, as its organisation is.
      preValidation: async (request) => {
        const { orgId, addressId } = ownAddressIds(request);
        if (!(await addresses.has(orgId, addressId))) throw noSuchAddress();
      },
    },
    async (request) => {
      const { orgId, addressId } = ownAddressIds(request);
      const updated = await addresses.update(orgId, addressId, readValid(request.body));
      if (!updated) throw noSuchAddress();
      return updated;
    },
  );

  typed.delete(
    '/organization/:orgId/deliveryAddress/:addressId',
    { schema: { params: addressParams }, ...bodyLimit('none') },
    async (request, reply) => {
      const { orgId, addressId } = ownAddressIds(request);
      if (!(await addresses.delete(orgId, addressId))) throw noSuchAddress();
      return reply.code(204).send();
    },
  );
}
