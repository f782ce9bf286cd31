import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  BannerFileParamsSchema as bannerParams,
  PictureAnswerSchema,
  PictureFileParamsSchema as fileParams,
  PictureQuerySchema as pictureQuery,
  ProductPictureQuerySchema as productPictureQuery,
} from '@shop/shared/contracts';
import { HttpError, notFound } from '../../../infra/http/http-errors';
import { WORK_COSTS } from '../../../infra/http/work-cost';
import { renderBannerImage } from './banner-image';
import { PRODUCT_PICTURE_SIZE, renderProductImage } from './product-image';
import { ownPictureNumbers } from './own-pictures';
import { rasterise } from './raster';
import { PicturesBusyError, RenderedPictures } from './rendered-pictures';
import { SUPPLIER_LOGO_WIDTH, type SupplierColours, renderSupplierLogo } from './supplier-logo';

const errors = { 400: { $ref: 'ApiError#' }, 404: { $ref: 'ApiError#' }, 500: { $ref: 'ApiError#' } } as const;
const pictureResponse = { 200: PictureAnswerSchema, ...errors } as const;
/** Rasters held in memory: about 3,000 product pictures at 480 pixels. */
const RASTER_BUDGET_BYTES = 48 * 1024 * 1024;
/**
 * The size a picture is drawn at without ?w=: for products and logos one of the widths anyway, so
 * the address without ?w= and the one with that width are one drawing, not two.
 */
const OWN_WIDTH = { product: PRODUCT_PICTURE_SIZE, supplier: SUPPLIER_LOGO_WIDTH } as const;

/** `AB-12.png` → the name and whether a raster is wanted. */
function pictureName(file: string): { name: string; raster: boolean } {
  return { name: file.slice(0, file.lastIndexOf('.')), raster: file.endsWith('.png') };
}

/** Pictures the shop draws itself (no external image host): products, supplier logos, banners. */
export interface ImageRoutesOptions {
  /** Logo colours of known suppliers (the demo's); any other supplier gets one from the palette. */
  supplierColours?: SupplierColours;
}

export async function imageRoutes(app: FastifyInstance, options: ImageRoutesOptions): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
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
    try {
      // A picture drawn anew costs a thread for milliseconds: charged to the work budget (work-budget.ts).
      const png = await rasters.get(svg, wanted, () => app.workBudget.charge(reply.request, reply, WORK_COSTS.picture));
      reply.header('content-type', 'image/png');
      return png;
    } catch (error) {
      // A refusal (the client's budget of pictures drawn anew is spent) is kept by no cache.
      if (error instanceof HttpError) reply.header('cache-control', 'no-store');
      if (!(error instanceof PicturesBusyError)) throw error;
      // Not an error of ours to log: many first requests at once. The browser asks again.
      reply.header('cache-control', 'no-store').header('retry-after', '1').code(503);
      return reply.send({ error: 'Service Unavailable', message: 'Many pictures are being drawn right now. Try again in a second.' });
    }
  }

  typed.get(
    '/images/products/:file',
    { schema: { params: fileParams, querystring: productPictureQuery, response: pictureResponse } },
    async (request, reply) => {
      const { name: sku, raster } = pictureName(request.params.file);
      const product = app.catalog.current.product(sku);
      if (!product) throw notFound(`There is no product with the id ${sku}`);
      // Only the pictures the product shows: not four views of every product, each drawn anew.
      const view = request.query.view ?? 1;
      if (!ownPictureNumbers(product.images, `/api/images/products/${product.skuId}.`, 'view').has(view)) {
        throw notFound(`The product ${product.skuId} has no picture ${view}`);
      }
      const svg = renderProductImage(
        { skuId: product.skuId, title: product.title.nb, categoryPath: product.categoryPath.at(-1) ?? product.category, supplierName: product.supplier.name },
        view,
      );
      return sendPicture(reply, svg, raster, request.query.w ?? OWN_WIDTH.product);
    },
  );

  typed.get(
    '/images/suppliers/:file',
    { schema: { params: fileParams, querystring: pictureQuery, response: pictureResponse } },
    async (request, reply) => {
      const { name: id, raster } = pictureName(request.params.file);
      const supplier = app.catalog.current.supplier(id);
      if (!supplier) throw notFound(`There is no supplier with the id ${id}`);
      return sendPicture(reply, renderSupplierLogo(supplier, options.supplierColours), raster, request.query.w ?? OWN_WIDTH.supplier);
    },
  );

  typed.get(
    '/images/banners/:file',
    { schema: { params: bannerParams, querystring: pictureQuery, response: pictureResponse } },
    async (request, reply) => {
      const { name, raster } = pictureName(request.params.file);
      const position = Number.parseInt(name, 10);
      // Only the banners the front page has, not 99 positions anyone may ask for.
      const banners = app.catalog.current.banners.map((banner) => banner.image);
      if (!ownPictureNumbers(banners, '/api/images/banners/', 'name').has(position)) throw notFound(`There is no banner ${position}`);
      return sendPicture(reply, renderBannerImage(position), raster, request.query.w);
    },
  );
}
