import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);

// The pictures name the Inter family (the shop's web font). The TTFs come from an npm package so
// every machine draws the same letters; the system's fonts are not read (faster, and a server
// without fonts would otherwise draw pictures without text).
const FONT_FILES = ['Regular', 'Medium', 'Bold', 'ExtraBold'].map((weight) =>
  require.resolve(`inter-font/ttf/Inter-${weight}.ttf`),
);

/**
 * Draws one of the shop's SVG pictures as a PNG `width` pixels wide (at its own size without one).
 * It runs on libuv's thread pool, so a burst of first requests does not hold the event loop. A
 * raster is decoded off the browser's main thread, where an SVG document is laid out and painted
 * on it.
 */
export async function rasterise(svg: string, width: number | undefined): Promise<Buffer> {
  const rendered = await renderAsync(svg, {
    fitTo: width === undefined ? { mode: 'original' } : { mode: 'width', value: width },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  });
  return rendered.asPng();
}
