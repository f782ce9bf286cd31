import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { Catalog } from './catalog';
import { notFound } from '../../plugins/http-errors';
import { normalizeCategoryQuery } from './category-param';
import {
  type DetailParams,
  type FilterListQuery,
  type ListQuery,
  type SearchQuery,
  catalogueRouteSchemas,
} from './product-schemas';
import { checkSearch, page, parseFilterList } from './query-params';

export interface CatalogueRouteOptions {
  /** 'product' (public) or 'productUser' (priced, spec §7). */
  base: 'product' | 'productUser';
  /** Runs before every handler: the priced side requires a session. */
  preHandler?: preHandlerAsyncHookHandler;
}

/**
 * The product calls both sides of the catalogue answer (spec §7), from the in-memory snapshot.
 * Handlers return the priced records either way: the response schemas decide what is written,
 * and the public ones name no price field (see product-schemas.ts).
 */
export async function catalogueRoutes(app: FastifyInstance, options: CatalogueRouteOptions): Promise<void> {
  const schemas = catalogueRouteSchemas(options.base === 'productUser');
  const { base } = options;
  const guard = options.preHandler ? { preHandler: options.preHandler } : {};

  app.get<{ Querystring: ListQuery }>(
    `/${base}/list`,
    { schema: schemas.list, preValidation: normalizeCategoryQuery, ...guard },
    async (request, reply) => {
      const catalog = app.catalog.current;
      const { category, limit, offset = 0 } = request.query;
      const products = category ? catalog.productsIn(category) : catalog.products;
      if (limit !== undefined || offset !== 0) return page(products, request.query);
      return sendCached(reply, catalog, `list:${category ?? ''}`, products);
    },
  );

  app.get(`/${base}/featured`, { schema: schemas.featured, ...guard }, async (_request, reply) => {
    const catalog = app.catalog.current;
    return sendCached(reply, catalog, 'featured', catalog.featured);
  });

  app.get<{ Params: DetailParams }>(`/${base}/detail/:id`, { schema: schemas.detail, ...guard }, async (request) => {
    const product = app.catalog.current.product(request.params.id);
    if (!product) throw notFound(`There is no product with the id ${request.params.id}`);
    return product;
  });

  app.get<{ Querystring: SearchQuery }>(`/${base}/search`, { schema: schemas.search, ...guard }, async (request) => {
    return page(app.catalog.current.search(checkSearch(request.query.search)), request.query);
  });

  app.get<{ Querystring: FilterListQuery }>(
    `/${base}/filterlist`,
    { schema: schemas.filterList, ...guard },
    async (request) => {
      const catalog = app.catalog.current;
      return page(catalog.filterList(parseFilterList(request.query.filterList, catalog)), request.query);
    },
  );
}

// Serialised answers of the unpaged lists, per snapshot and route: a whole category is thousands
// of products, and the snapshot does not change between imports. Forgotten with the snapshot.
const serialised = new WeakMap<Catalog, Map<string, string>>();

/** Writes the list through the route's response schema once per snapshot, then sends the text. */
function sendCached(reply: FastifyReply, catalog: Catalog, key: string, payload: unknown): FastifyReply {
  const byRoute = serialised.get(catalog) ?? new Map<string, string>();
  serialised.set(catalog, byRoute);
  const routeKey = `${reply.request.routeOptions.url}|${key}`;
  let body = byRoute.get(routeKey);
  if (body === undefined) {
    body = String(reply.serialize(payload));
    byRoute.set(routeKey, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
