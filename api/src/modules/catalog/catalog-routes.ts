import type { FastifyInstance, FastifyReply } from 'fastify';
import { answersFor } from './answers/catalog-answers';
import { serialisedText } from './answers/send-answer';
import { type CustomerPrices, productRoutes } from './product-routes';
import { CATALOG_SCHEMAS } from '@shop/shared/contracts';
import { BANNERS_ROUTE, MENU_ROUTE, SUPPLIERS_ROUTE, WAREHOUSES_ROUTE } from './product-schemas';

/**
 * The catalogue's calls (spec §7), all read from memory: /api/product/* for everyone, never
 * priced, and /api/productUser/* with retailer prices for a logged-in user (401 otherwise).
 */
export async function catalogRoutes(app: FastifyInstance, options: { customerPrices?: CustomerPrices } = {}): Promise<void> {
  for (const schema of CATALOG_SCHEMAS) app.addSchema(schema);

  // Written through the schema once per snapshot: the menu is read by every page.
  const sendOnce = (reply: FastifyReply, key: 'menu' | 'suppliers' | 'banners' | 'warehouses') => {
    const catalog = app.catalog.current;
    const body = answersFor(catalog).text(key, () => serialisedText(reply, catalog[key]));
    return reply.type('application/json; charset=utf-8').send(body);
  };
  app.get('/product/menu', { schema: MENU_ROUTE }, async (_request, reply) => sendOnce(reply, 'menu'));
  app.get('/product/suppliers', { schema: SUPPLIERS_ROUTE }, async (_request, reply) => sendOnce(reply, 'suppliers'));
  app.get('/product/banners', { schema: BANNERS_ROUTE }, async (_request, reply) => sendOnce(reply, 'banners'));
  // The names of the warehouses products' availability names by code.
  app.get('/product/warehouses', { schema: WAREHOUSES_ROUTE }, async (_request, reply) => sendOnce(reply, 'warehouses'));

  await productRoutes(app, { base: 'product' });
  await productRoutes(app, {
    base: 'productUser',
    preHandler: (request, reply) => app.requireUser(request, reply),
    customerPrices: options.customerPrices,
  });
}
