import type { FastifyInstance, FastifyReply } from 'fastify';
import { PICTURE_WIDTHS } from '@shop/shared/pictures';
import { PRODUCT_ID_PATTERN } from '@shop/shared/routes';
import { notFound } from '../../../plugins/http-errors';
import { renderBannerImage } from './banner-image';
import { renderProductImage } from './product-image';
import { rasterise } from './raster';
import { RenderedPictures } from './rendered-pictures';
import { renderSupplierLogo } from './supplier-logo';

const NAME = PRODUCT_ID_PATTERN.source.slice(1, -1);
const PICTURE_FILE = `^${NAME}\\.(svg|png)$`;
const errors = { 400: { $ref: 'ApiError#' }, 404: { $ref: 'ApiError#' }, 500: { $ref: 'ApiError#' } } as const;
// The picture goes out as it is: Fastify serialises only JSON content types.
const pictureResponse = { 200: { type: 'string', description: 'A PNG picture, or an SVG document' }, ...errors } as const;
const fileParams = {
  type: 'object',
  properties: { file: { type: 'string', pattern: PICTURE_FILE } },
  required: ['file'],
} as const;
const width = { type: 'integer', enum: PICTURE_WIDTHS, description: 'Width of a .png in pixels' } as const;
/** Rasters held in memory: about 3,000 product pictures at 480 pixels. */
const RASTER_BUDGET_BYTES = 48 * 1024 * 1024;

interface FileParams {
  file: string;
}

interface SizeQuery {
  w?: number;
}

/** `AB-12.png` → the name and whether a raster is wanted. */
function pictureName(file: string): { name: string; raster: boolean } {
  return { name: file.slice(0, file.lastIndexOf('.')), raster: file.endsWith('.png') };
}

/** Pictures the shop draws itself (no external image host): products, supplier logos, banners. */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const rasters = new RenderedPictures(RASTER_BUDGET_BYTES, rasterise);

  /**
   * Sends a picture as PNG (the shop's own pages ask for these: a raster is decoded off the
   * browser's main thread) or as the SVG it is drawn from (catalogues imported before the PNGs,
   * and anyone who wants to scale it). Pictures change only with the catalogue: a day of caching.
   */
  async function sendPicture(reply: FastifyReply, svg: string, raster: boolean, wanted: number | undefined): Promise<string | Buffer> {
    reply.header('cache-control', 'public, max-age=86400');
    if (!raster) {
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      return svg;
    }
    reply.header('content-type', 'image/png');
    return rasters.get(svg, wanted);
  }

  app.get<{ Params: FileParams; Querystring: SizeQuery & { view?: number } }>(
    '/images/products/:file',
    {
      schema: {
        params: fileParams,
        querystring: { type: 'object', properties: { view: { type: 'integer', minimum: 1, maximum: 4 }, w: width } },
        response: pictureResponse,
      },
    },
    async (request, reply) => {
      const { name: sku, raster } = pictureName(request.params.file);
      const product = app.catalog.current.product(sku);
      if (!product) throw notFound(`There is no product with the id ${sku}`);
      const svg = renderProductImage(
        { skuId: product.skuId, title: product.title.nb, categoryPath: product.categoryPath.at(-1) ?? product.category, supplierName: product.supplier.name },
        request.query.view ?? 1,
      );
      return sendPicture(reply, svg, raster, request.query.w);
    },
  );

  app.get<{ Params: FileParams; Querystring: SizeQuery }>(
    '/images/suppliers/:file',
    { schema: { params: fileParams, querystring: { type: 'object', properties: { w: width } }, response: pictureResponse } },
    async (request, reply) => {
      const { name: id, raster } = pictureName(request.params.file);
      const supplier = app.catalog.current.supplier(id);
      if (!supplier) throw notFound(`There is no supplier with the id ${id}`);
      return sendPicture(reply, renderSupplierLogo(supplier), raster, request.query.w);
    },
  );

  app.get<{ Params: FileParams; Querystring: SizeQuery }>(
    '/images/banners/:file',
    {
      schema: {
        params: { type: 'object', properties: { file: { type: 'string', pattern: '^[1-9][0-9]?\\.(svg|png)$' } }, required: ['file'] },
        querystring: { type: 'object', properties: { w: width } },
        response: pictureResponse,
      },
    },
    async (request, reply) => {
      const { name, raster } = pictureName(request.params.file);
      return sendPicture(reply, renderBannerImage(Number.parseInt(name, 10)), raster, request.query.w);
    },
  );
}
