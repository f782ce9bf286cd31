import type { FastifyInstance } from 'fastify';
import { notFound } from '../../plugins/http-errors';
import { normalizeCategoryQuery } from './category-param';
import {
  BANNERS_ROUTE,
  DETAIL_ROUTE,
  type DetailParams,
  FEATURED_ROUTE,
  LIST_ROUTE,
  type ListQuery,
  MENU_ROUTE,
  SHARED_PRODUCT_SCHEMAS,
  SUPPLIERS_ROUTE,
} from './product-schemas';

/** The public catalogue (spec §7, /api/product/*): read from memory, never priced. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  for (const schema of SHARED_PRODUCT_SCHEMAS) app.addSchema(schema);

  app.get('/product/menu', { schema: MENU_ROUTE }, async () => app.catalog.current.menu);

  app.get<{ Querystring: ListQuery }>(
    '/product/list',
    { schema: LIST_ROUTE, preValidation: normalizeCategoryQuery },
    async (request) => {
      const { category, limit, offset = 0 } = request.query;
      const catalog = app.catalog.current;
      const products = category ? catalog.productsIn(category) : catalog.products;
      return limit === undefined && offset === 0 ? products : products.slice(offset, limit === undefined ? undefined : offset + limit);
    },
  );

  app.get('/product/featured', { schema: FEATURED_ROUTE }, async () => app.catalog.current.featured);

  app.get<{ Params: DetailParams }>('/product/detail/:id', { schema: DETAIL_ROUTE }, async (request) => {
    const product = app.catalog.current.product(request.params.id);
    if (!product) throw notFound(`There is no product with the id ${request.params.id}`);
    return product;
  });

  app.get('/product/suppliers', { schema: SUPPLIERS_ROUTE }, async () => app.catalog.current.suppliers);

  app.get('/product/banners', { schema: BANNERS_ROUTE }, async () => app.catalog.current.banners);
}
