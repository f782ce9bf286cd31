import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { badRequest, notFound } from '../../infra/http/http-errors';
import { WORK_COSTS, atLeastOne, itemsAnswered } from '../../infra/http/work-cost';
import { CHARGED_WORK } from '../../infra/http/work-budget';
import { type CatalogAnswers, type Serialise, answersFor } from './answers/catalog-answers';
import { type PriceFields, repricedList, repricedText } from './answers/repriced-text';
import { sendJson, sendListPage, serialisedText } from './answers/send-answer';
import type { Catalog, ProductRecord } from './catalog';
import { normalizeCategoryQuery } from './category-param';
import type { Paging } from '@shop/shared/contracts';
import { productRouteSchemas } from './product-schemas';
import { type ListView, isPlainView, viewKey } from './list-view';
import { checkSearch, page, parseFilterList, parseListView, parseSkuList } from './query-params';

/** What a search or menu filter is, as the catalogue keeps its views and facets. */
const searchKey = (search: string) => `search:${search.toLocaleLowerCase('nb')}`;
const filterListKey = (ids: readonly string[]) => `filterlist:${[...ids].sort().join(',')}`;

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
 * own, as the shared one holds the list prices. Its answers are the list-price ones with the price
 * fields rewritten (answers/repriced-text.ts), so filling it never writes a product through a
 * schema again, and a customer's cache let go of is soon made again.
 */
export interface CustomerPriceView {
  answers: CatalogAnswers;
  /** The product's price fields for this customer; undefined where the list price holds. */
  priceFields(product: ProductRecord): PriceFields | undefined;
}
export type CustomerPrices = (request: FastifyRequest, catalog: Catalog) => Promise<CustomerPriceView | undefined>;

const listPrices = (catalog: Catalog): CustomerPriceView => ({ answers: answersFor(catalog), priceFields: () => undefined });

/**
 * `products` (in list-price order) in the order of the customer's prices, cheapest or dearest
 * first; equal prices keep their order. One price per product is looked up, then integers compared.
 */
function byCustomerPrice(products: readonly ProductRecord[], sort: 'price' | 'price-desc', view: CustomerPriceView): ProductRecord[] {
  const sign = sort === 'price' ? 1 : -1;
  const ore = Float64Array.from(products, (product) => Math.round((view.priceFields(product)?.price ?? product.price) * 100));
  const order = Array.from(products.keys()).sort((a, b) => sign * ((ore[a] as number) - (ore[b] as number)) || a - b);
  return order.map((index) => products[index] as ProductRecord);
}

/** The product record as the customer sees it. */
function pricedRecord(view: CustomerPriceView, product: ProductRecord): ProductRecord {
  const fields = view.priceFields(product);
  return fields === undefined ? product : { ...product, ...fields };
}

/**
 * Writes a product in `shape` at the customer's prices: the list-price JSON (kept in the shared
 * answers) with the price fields rewritten; for the list prices, `write` itself.
 */
function customerWriter(view: CustomerPriceView, shared: CatalogAnswers, shape: string, write: Serialise): Serialise {
  if (view.answers === shared) return write;
  return (value) => {
    const product = value as ProductRecord;
    const listPriced = shared.product(shape, product, write);
    const fields = view.priceFields(product);
    return fields === undefined ? listPriced : repricedText(listPriced, fields);
  };
}

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
  const priced = base === 'productUser';
  const guard = options.preHandler ? { preHandler: options.preHandler } : {};
  // Every route here but the facets is charged by its products.
  const charged = { ...guard, ...CHARGED_WORK };
  const itemShape = `${base}:item`;
  // One product as the list routes write it: the items schema of their response array.
  const itemSchema = schemas.list.response[200].items;
  const itemWriter = (reply: FastifyReply): Serialise => {
    const serialise = reply.compileSerializationSchema(itemSchema);
    return (value) => serialise(value as Record<string, unknown>);
  };
  const pricesFor = async (request: FastifyRequest, catalog: Catalog): Promise<CustomerPriceView> =>
    (await options.customerPrices?.(request, catalog)) ?? listPrices(catalog);
  /**
   * Charges the client and account for `count` products before any is priced or written (work-cost.ts):
   * `limit=10000` costs what the whole list costs, a page of 24 what 24 products cost.
   */
  const chargeProducts = (reply: FastifyReply, count: number) => app.workBudget.charge(reply.request, reply, atLeastOne(count) * WORK_COSTS.product);
  /**
   * A page (or all) of products, charged by the products it holds: without a limit (or one reaching
   * the list's end), the items from `offset` on, cut from the whole list encoded once per snapshot
   * (and compressed once per encoding); else item by item.
   */
  const sendProducts = async (reply: FastifyReply, products: readonly ProductRecord[], paging: Paging, listKey?: string, charged = false) => {
    const { offset = 0 } = paging;
    if (!charged) chargeProducts(reply, itemsAnswered(products.length, paging));
    const catalog = app.catalog.current;
    const view = await pricesFor(reply.request, catalog);
    const { answers } = view;
    const shared = answersFor(catalog);
    // A limit past the list's end asks for what no limit asks for: the kept copy, not a new one.
    const limit = paging.limit !== undefined && offset + paging.limit >= products.length ? undefined : paging.limit;
    if (listKey !== undefined && limit === undefined) {
      const listPriced = shared.list(itemShape, listKey, products, itemWriter(reply));
      // A customer's own copy is the list-price one with its prices: no product written again.
      const repriced = () => repricedList(listPriced, (i) => view.priceFields(products[i] as ProductRecord));
      const list = answers === shared ? listPriced : answers.keptList(itemShape, listKey, repriced);
      return sendListPage(reply, answers, `${itemShape}|${listKey}`, list, offset);
    }
    return sendJson(reply, answers.array(itemShape, page(products, paging), customerWriter(view, shared, itemShape, itemWriter(reply))));
  };

  /**
   * A list that is not cached as a whole (a search, a menu filter) shown with a sort or filter:
   * the whole list is filtered and sorted whatever page is asked for, so it is charged as the
   * whole list is, before it is put in order.
   */
  const sendViewed = async (reply: FastifyReply, products: readonly ProductRecord[], view: ListView, paging: Paging, listKey: string) => {
    const catalog = app.catalog.current;
    chargeProducts(reply, products.length);
    const shown = catalog.view(products, view, listKey);
    return sendProducts(reply, (await inCustomersPriceOrder(reply.request, shown, view)) ?? shown, paging, undefined, true);
  };

  /**
   * A list sorted by price, put in the order of the customer's own prices when an agreement sets
   * them (the catalogue's price orders are of list prices); undefined when the list's order holds.
   */
  const inCustomersPriceOrder = async (request: FastifyRequest, shown: readonly ProductRecord[], view: ListView) => {
    if (view.sort !== 'price' && view.sort !== 'price-desc') return undefined;
    const catalog = app.catalog.current;
    const prices = await pricesFor(request, catalog);
    if (prices.answers === answersFor(catalog)) return undefined;
    return byCustomerPrice(shown, view.sort, prices);
  };

  typed.get(
    `/${base}/list`,
    { schema: schemas.list, preValidation: normalizeCategoryQuery, ...charged },
    async (request, reply) => {
      const catalog = app.catalog.current;
      const { category } = request.query;
      const view = parseListView(request.query, catalog, priced);
      const products = category ? catalog.productsIn(category) : catalog.products;
      const listKey = `list:${category ?? ''}`;
      if (isPlainView(view)) return sendProducts(reply, products, request.query, listKey);
      // A category in a view is kept per snapshot; with a supplier filter, picked from it anew.
      const shown = catalog.view(products, view, listKey);
      // In an agreement's price order the list is this customer's alone: not kept as the shared one is.
      const own = await inCustomersPriceOrder(request, shown, view);
      if (own) return sendProducts(reply, own, request.query);
      return sendProducts(reply, shown, request.query, view.suppliers === null ? `${listKey}|${viewKey(view)}` : undefined);
    },
  );

  app.get(`/${base}/featured`, { schema: schemas.featured, ...charged }, async (_request, reply) => {
    return sendProducts(reply, app.catalog.current.featured, {}, 'featured');
  });

  typed.get(`/${base}/detail/:id`, { schema: schemas.detail, ...charged }, async (request, reply) => {
    const catalog = app.catalog.current;
    chargeProducts(reply, 1);
    const product = catalog.product(request.params.id);
    if (!product) throw notFound(`There is no product with the id ${request.params.id}`);
    const view = await pricesFor(request, catalog);
    const shape = `${base}:detail`;
    const write = customerWriter(view, answersFor(catalog), shape, (value) => serialisedText(reply, value));
    return sendJson(reply, view.answers.product(shape, product, write));
  });

  typed.get(`/${base}/search`, { schema: schemas.search, ...charged }, async (request, reply) => {
    const catalog = app.catalog.current;
    const { limit, offset = 0 } = request.query;
    const search = checkSearch(request.query.search);
    const view = parseListView(request.query, catalog, priced);
    if (!isPlainView(view)) return sendViewed(reply, catalog.search(search), view, request.query, searchKey(search));
    const found = catalog.search(search, limit === undefined ? undefined : offset + limit);
    return sendProducts(reply, found, request.query);
  });

  typed.get(
    `/${base}/filterlist`,
    { schema: schemas.filterList, ...charged },
    async (request, reply) => {
      const catalog = app.catalog.current;
      const { limit, offset = 0 } = request.query;
      const ids = parseFilterList(request.query.filterList, catalog);
      const view = parseListView(request.query, catalog, priced);
      if (!isPlainView(view)) return sendViewed(reply, catalog.filterList(ids), view, request.query, filterListKey(ids));
      return sendProducts(reply, catalog.filterList(ids, limit === undefined ? undefined : offset + limit), request.query);
    },
  );

  // The supplier filter's values and the in-stock count of what a list shows.
  typed.get(`/${base}/facets`, { schema: schemas.facets, preValidation: normalizeCategoryQuery, ...guard }, async (request) => {
    const catalog = app.catalog.current;
    const { category, filterList, search } = request.query;
    const given = [category, filterList, search].filter((value) => value !== undefined).length;
    if (given > 1) {
      throw badRequest('Give at most one of category, filterList and search', [
        { field: 'category', message: 'Give at most one of category, filterList and search' },
      ]);
    }
    const view = parseListView(request.query, catalog, priced);
    if (category !== undefined) return catalog.facets(catalog.productsIn(category), view, `list:${category}`);
    if (filterList !== undefined) {
      const ids = parseFilterList(filterList, catalog);
      return catalog.facets(catalog.filterList(ids), view, filterListKey(ids));
    }
    if (search !== undefined) {
      const words = checkSearch(search);
      return catalog.facets(catalog.search(words), view, searchKey(words));
    }
    return catalog.facets(catalog.products, view, 'list:');
  });

  // The cart prices all its lines with one request: the products found, and the SKUs that are not.
  typed.get(`/${base}/batch`, { schema: schemas.batch, ...charged }, async (request, reply) => {
    const catalog = app.catalog.current;
    const skus = parseSkuList(request.query.skus);
    // 500 products by SKU cost what 500 products in a list cost: charged before they are looked up.
    chargeProducts(reply, skus.length);
    const view = await pricesFor(request, catalog);
    const products: ProductRecord[] = [];
    const unknown: string[] = [];
    for (const sku of skus) {
      const product = catalog.product(sku);
      if (product) products.push(pricedRecord(view, product));
      else unknown.push(sku);
    }
    return { products, unknown };
  });
}
