// The pictures the API draws itself (/api/images/*): product views, supplier logos and banners, as
// an SVG document or a PNG at one of the widths the front ends put in `srcset`.
import { Type } from '@sinclair/typebox';
import { PICTURE_WIDTHS } from '../routes/picture-widths';
import { PRODUCT_ID_PATTERN } from '../routes/route-table';

const NAME = PRODUCT_ID_PATTERN.source.slice(1, -1);

/** `AB-12.png`, `AB-12.svg`: a product's or supplier's id and the format. */
export const PictureFileParamsSchema = Type.Object({ file: Type.String({ maxLength: 80, pattern: `^${NAME}\\.(svg|png)$` }) });
/** `1.png` … `99.svg`: the banner's position on the front page. */
export const BannerFileParamsSchema = Type.Object({ file: Type.String({ maxLength: 8, pattern: '^[1-9][0-9]?\\.(svg|png)$' }) });

const width = Type.Optional(
  Type.Unsafe<(typeof PICTURE_WIDTHS)[number]>({ type: 'integer', enum: PICTURE_WIDTHS, description: 'Width of a .png in pixels' }),
);
export const PictureQuerySchema = Type.Object({ w: width });
/** A product has up to four views; the first without `view`. */
export const ProductPictureQuerySchema = Type.Object({ view: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })), w: width });

/** The picture goes out as it is: Fastify serialises only JSON content types. */
export const PictureAnswerSchema = Type.String({ description: 'A PNG picture, or an SVG document' });
