import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientKeyOf } from './client-key';

/** `request.clientKey`: what every limit per client address counts under (an IPv6 client by its /64). */
export const clientKeyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('clientKey', {
      getter(this: FastifyRequest) {
        return clientKeyOf(this.ip);
      },
    });
  },
  { name: 'client-key' },
);
