import { ICONS, iconKindFor } from './product-icons';
import { BRAND, FONT_FAMILY, escapeXml, svgDocument } from './svg';

export interface ProductImageInput {
  skuId: string;
  title: string;
  categoryPath: string;
  supplierName: string;
}

/** A product picture is square, this many pixels a side at its own size. */
export const PRODUCT_PICTURE_SIZE = 480;
const SIZE = PRODUCT_PICTURE_SIZE;

/**
 * A product picture drawn by the shop itself: the category pictogram on a light stage with the
 * supplier and SKU below. View 2 is the same product on a dark stage, mirrored.
 */
export function renderProductImage(product: ProductImageInput, view: number): string {
  const dark = view % 2 === 0;
  const stage = dark
    ? `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#173257"/><stop offset="1" stop-color="${BRAND.navy}"/></linearGradient>`
    : `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9eef5"/></linearGradient>`;
  const icon = ICONS[iconKindFor(product.categoryPath)];
  const mirror = dark ? 'translate(340 60) scale(-1.4 1.4)' : 'translate(100 60) scale(1.4)';
  const body =
    `<defs>${stage}</defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>` +
    `<ellipse cx="240" cy="346" rx="150" ry="14" fill="${BRAND.navy}" opacity="${dark ? 0.45 : 0.08}"/>` +
    `<g transform="${mirror}">${icon}</g>` +
    `<rect x="0" y="392" width="${SIZE}" height="88" fill="${dark ? '#081629' : BRAND.white}" opacity="0.92"/>` +
    `<rect x="0" y="392" width="8" height="88" fill="${BRAND.red}"/>` +
    `<text x="28" y="428" font-family="${FONT_FAMILY}" font-size="22" font-weight="700" fill="${dark ? BRAND.white : BRAND.navy}">${escapeXml(product.supplierName)}</text>` +
    `<text x="28" y="458" font-family="ui-monospace, Menlo, Consolas, monospace" font-size="17" fill="${dark ? '#9fb3cc' : BRAND.steel}">${escapeXml(product.skuId)}</text>`;
  return svgDocument(SIZE, SIZE, body, product.title);
}
