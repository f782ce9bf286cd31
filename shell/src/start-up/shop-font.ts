import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2';

/** The family the shop's tokens name first (--shop-font); 'Inter Fallback' (fonts.css) stands in for it. */
export const SHOP_FONT_FAMILY = 'Inter Variable';

/**
 * Inter's two subsets the shop's texts use, as @fontsource declares them: latin (Norwegian's æøå
 * included) and latin-ext. A face is fetched only once text needs one of its characters.
 */
const FACES = [
  {
    source: interLatin,
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  {
    source: interLatinExt,
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
];

/** What declaring the font needs of the browser, replaceable in tests. */
export interface FontFaces {
  /** The document's font set (document.fonts). */
  set: { add(face: FontFace): unknown };
  /** The FontFace constructor; undefined in a browser without the Font Loading API. */
  FontFace: typeof FontFace | undefined;
}

/**
 * Declares Inter for the page: called once its first paint has been presented (src/index.ts). Its
 * 48 KB are then no longer fetched beside the stylesheets and the first pictures (on a phone's
 * connection they held back the largest paint by a quarter of a second); the first paint uses the
 * fallback face, cut to Inter's metrics, so the swap when Inter arrives moves nothing.
 */
export function declareShopFont(faces: FontFaces = browserFontFaces()): void {
  const Face = faces.FontFace;
  if (!Face) return;
  for (const { source, unicodeRange } of FACES) {
    faces.set.add(new Face(SHOP_FONT_FAMILY, `url(${source}) format('woff2')`, { style: 'normal', weight: '100 900', display: 'swap', unicodeRange }));
  }
}

function browserFontFaces(): FontFaces {
  return { set: document.fonts, FontFace: typeof FontFace === 'undefined' ? undefined : FontFace };
}
