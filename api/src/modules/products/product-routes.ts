import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue-routes';
import { BANNERS_ROUTE, MENU_ROUTE, SHARED_PRODUCT_SCHEMAS, SUPPLIERS_ROUTE } from './product-schemas';

/**
 * The catalogue's calls (spec §7), all read from memory: /api/product/* for everyone, never
 * priced, and /api/productUser/* with retailer prices for a logged-in user (401 otherwise).
 */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  for (const schema of SHARED_PRODUCT_SCHEMAS) app.addSchema(schema);

  app.get('/product/menu', { schema: MENU_ROUTE }, async () => app.catalog.current.menu);
  app.get('/product/suppliers', { schema: SUPPLIERS_ROUTE }, async () => app.catalog.current.suppliers);
  app.get('/product/banners', { schema: BANNERS_ROUTE }, async () => app.catalog.current.banners);

  await catalogueRoutes(app, { base: 'product' });
  await catalogueRoutes(app, { base: 'productUser', preHandler: (request, reply) => app.requireUser(request, reply) });
}
