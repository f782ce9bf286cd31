import type { FastifyInstance, FastifyReply } from 'fastify';
import { PRODUCT_ID_PATTERN } from '@shop/shared/routes';
import { notFound } from '../../../plugins/http-errors';
import { renderBannerImage } from './banner-image';
import { renderProductImage } from './product-image';
import { renderSupplierLogo } from './supplier-logo';

const SVG_FILE = `^${PRODUCT_ID_PATTERN.source.slice(1, -1)}\\.svg$`;
const errors = { 400: { $ref: 'ApiError#' }, 404: { $ref: 'ApiError#' }, 500: { $ref: 'ApiError#' } } as const;
// The SVG text goes out as it is: Fastify serialises only JSON content types.
const svgResponse = { 200: { type: 'string', description: 'An SVG document' }, ...errors } as const;
const fileParams = {
  type: 'object',
  properties: { file: { type: 'string', pattern: SVG_FILE } },
  required: ['file'],
} as const;

interface FileParams {
  file: string;
}

function sendSvg(reply: FastifyReply, svg: string): string {
  // Pictures change only with the catalogue; a day of caching spares the carousel re-fetches.
  reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400');
  return svg;
}

/** Pictures the shop draws itself (no external image host): products, supplier logos, banners. */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: FileParams; Querystring: { view?: number } }>(
    '/images/products/:file',
    {
      schema: {
        params: fileParams,
        querystring: { type: 'object', properties: { view: { type: 'integer', minimum: 1, maximum: 4 } } },
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const sku = request.params.file.slice(0, -'.svg'.length);
      const product = app.catalog.current.product(sku);
      if (!product) throw notFound(`There is no product with the id ${sku}`);
      const svg = renderProductImage(
        { skuId: product.skuId, title: product.title.nb, categoryPath: product.categoryPath.at(-1) ?? product.category, supplierName: product.supplier.name },
        request.query.view ?? 1,
      );
      return sendSvg(reply, svg);
    },
  );

  app.get<{ Params: FileParams }>(
    '/images/suppliers/:file',
    { schema: { params: fileParams, response: svgResponse } },
    async (request, reply) => {
      const id = request.params.file.slice(0, -'.svg'.length);
      const supplier = app.catalog.current.supplier(id);
      if (!supplier) throw notFound(`There is no supplier with the id ${id}`);
      return sendSvg(reply, renderSupplierLogo(supplier));
    },
  );

  app.get<{ Params: FileParams }>(
    '/images/banners/:file',
    {
      schema: {
        params: { type: 'object', properties: { file: { type: 'string', pattern: '^[1-9][0-9]?\\.svg$' } }, required: ['file'] },
        response: svgResponse,
      },
    },
    async (request, reply) => sendSvg(reply, renderBannerImage(Number.parseInt(request.params.file, 10))),
  );
}
