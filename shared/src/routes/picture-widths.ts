/**
 * The widths, in pixels, at which the API draws its own raster pictures (`/api/images/….png?w=`),
 * so the client can offer a browser the right one in `srcset`. The list is short on purpose:
 * every width is a separate rendering the API keeps in memory.
 */
export const PICTURE_WIDTHS = [120, 240, 320, 480, 960] as const;

export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Pictures the API draws as rasters; only these take a `w` parameter. */
const OWN_RASTER = /^\/api\/images\/[a-z]+\/[^/?#]+\.png(\?[^#]*)?$/;

export function isOwnRasterPicture(url: string): boolean {
  return OWN_RASTER.test(url);
}

/** The URL of one of the API's own pictures at a given width; other URLs are returned unchanged. */
export function pictureAtWidth(url: string, width: PictureWidth): string {
  if (!isOwnRasterPicture(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

/**
 * `srcset` for a picture shown about `displayWidth` CSS pixels wide: the widths from half of it
 * (a smaller slot) up to four times it (phones draw 1.75–3 device pixels per CSS pixel). Undefined
 * for a picture the API does not draw, which is then shown from its one URL.
 */
export function pictureSrcSet(url: string, displayWidth: number): string | undefined {
  if (!isOwnRasterPicture(url)) return undefined;
  const useful = PICTURE_WIDTHS.filter((width) => width >= displayWidth / 2 && width <= displayWidth * 4);
  return useful.map((width) => `${pictureAtWidth(url, width)} ${width}w`).join(', ');
}
