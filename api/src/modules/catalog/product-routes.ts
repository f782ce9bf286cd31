import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { notFound } from '../../infra/http/http-errors';
import { type CatalogAnswers, type Serialise, answersFor } from './answers/catalog-answers';
import { sendJson, sendListPage, serialisedText } from './answers/send-answer';
import type { Catalog, ProductRecord } from './catalog';
import { normalizeCategoryQuery } from './category-param';
import type { Paging } from '@shop/shared/contracts';
import { productRouteSchemas } from './product-schemas';
import { checkSearch, page, parseFilterList, parseSkuList } from './query-params';

export interface ProductRouteOptions {
  /** 'product' (public) or 'productUser' (priced, spec §7). */
  base: 'product' | 'productUser';
  /** Runs before every handler: the priced side requires a session. */
  preHandler?: preHandlerAsyncHookHandler;
  /** The caller's own prices (price agreements); none, or an undefined answer: the list prices. */
  customerPrices?: CustomerPrices;
}

/**
 * How one customer's products are priced, and the answers written at those prices: a cache of its
 * own, as the shared one holds the list prices.
 */
export interface CustomerPriceView {
  answers: CatalogAnswers;
  price(product: ProductRecord): ProductRecord;
}
export type CustomerPrices = (request: FastifyRequest, catalog: Catalog) => Promise<CustomerPriceView | undefined>;

const listPrices = (catalog: Catalog): CustomerPriceView => ({ answers: answersFor(catalog), price: (product) => product });

/**
 * The product calls both sides of the catalogue answer (spec §7), from the in-memory snapshot.
 * Handlers hand the priced records to the response schemas, which decide what is written: the
 * public ones name no price field (the kernel's contracts/catalog.ts). Each product is written through its
 * schema once per snapshot and its JSON reused (answers/catalog-answers.ts).
 */
export async function productRoutes(app: FastifyInstance, options: ProductRouteOptions): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const schemas = productRouteSchemas(options.base === 'productUser');
  const { base } = options;
  const guard = options.preHandler ? { preHandler: options.preHandler } : {};
  const itemShape = `${base}:item`;
  // One product as the list routes write it: the items schema of their response array.
  const itemSchema = schemas.list.response[200].items;
  const itemWriter = (reply: FastifyReply, view: CustomerPriceView): Serialise => {
    const serialise = reply.compileSerializationSchema(itemSchema);
    return (value) => serialise(view.price(value as ProductRecord) as unknown as Record<string, unknown>);
  };
  const pricesFor = async (request: FastifyRequest, catalog: Catalog): Promise<CustomerPriceView> =>
    (await options.customerPrices?.(request, catalog)) ?? listPrices(catalog);
  /**
   * A page (or all) of products: without a limit, the items from `offset` on, cut from the whole
   * list encoded once per snapshot (and compressed once per encoding); else item by item.
   */
  const sendProducts = async (reply: FastifyReply, products: readonly ProductRecord[], paging: Paging, listKey?: string) => {
    const view = await pricesFor(reply.request, app.catalog.current);
    const { answers } = view;
    const { limit, offset = 0 } = paging;
    // A whole list (no limit) is megabytes at a large catalogue: budgeted per client.
    if (limit === undefined && listKey !== 'featured') app.readBudget.charge(reply.request, reply);
    if (listKey !== undefined && limit === undefined) {
      const list = answers.list(itemShape, listKey, products, itemWriter(reply, view));
      return sendListPage(reply, answers, `${itemShape}|${listKey}`, list, offset);
    }
    return sendJson(reply, answers.array(itemShape, page(products, paging), itemWriter(reply, view)));
  };

  typed.get(
    `/${base}/list`,
    { schema: schemas.list, preValidation: normalizeCategoryQuery, ...guard },
    async (request, reply) => {
      const catalog = app.catalog.current;
      const { category } = request.query;
      const products = category ? catalog.productsIn(category) : catalog.products;
      return sendProducts(reply, products, request.query, `list:${category ?? ''}`);
    },
  );

  app.get(`/${base}/featured`, { schema: schemas.featured, ...guard }, async (_request, reply) => {
    return sendProducts(reply, app.catalog.current.featured, {}, 'featured');
  });

  typed.get(`/${base}/detail/:id`, { schema: schemas.detail, ...guard }, async (request, reply) => {
    const catalog = app.catalog.current;
    const product = catalog.product(request.params.id);
    if (!product) throw notFound(`There is no product with the id ${request.params.id}`);
    const view = await pricesFor(request, catalog);
    return sendJson(reply, view.answers.product(`${base}:detail`, product, (value) => serialisedText(reply, view.price(value as ProductRecord))));
  });

  typed.get(`/${base}/search`, { schema: schemas.search, ...guard }, async (request, reply) => {
    const { limit, offset = 0 } = request.query;
    const found = app.catalog.current.search(checkSearch(request.query.search), limit === undefined ? undefined : offset + limit);
    return sendProducts(reply, found, request.query);
  });

  typed.get(
    `/${base}/filterlist`,
    { schema: schemas.filterList, ...guard },
    async (request, reply) => {
      const catalog = app.catalog.current;
      const { limit, offset = 0 } = request.query;
      const ids = parseFilterList(request.query.filterList, catalog);
      return sendProducts(reply, catalog.filterList(ids, limit === undefined ? undefined : offset + limit), request.query);
    },
  );

  // The cart prices all its lines with one request: the products found, and the SKUs that are not.
  typed.get(`/${base}/batch`, { schema: schemas.batch, ...guard }, async (request) => {
    const catalog = app.catalog.current;
    const view = await pricesFor(request, catalog);
    const products: ProductRecord[] = [];
    const unknown: string[] = [];
    for (const sku of parseSkuList(request.query.skus)) {
      const product = catalog.product(sku);
      if (product) products.push(view.price(product));
      else unknown.push(sku);
    }
    return { products, unknown };
  });
}
