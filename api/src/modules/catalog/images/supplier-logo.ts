import { BRAND, FONT_FAMILY, escapeXml, hashOf, svgDocument } from './svg';

const PALETTE = [BRAND.navy, BRAND.red, '#1d4e89', '#00695c', '#4a148c', '#37474f', '#ad1457', '#e65100'];

/** A logo's own width in pixels (120 high). */
export const SUPPLIER_LOGO_WIDTH = 320;

export interface SupplierLogoInput {
  id: string;
  name: string;
}

/** A supplier's own colour for its logo, by supplier id (the demo's brands have one each). */
export type SupplierColours = ReadonlyMap<string, string>;

/** The address of a supplier's drawn logo: what an import gives a supplier that names no logo. */
export function supplierLogoUrl(id: string): string {
  return `/api/images/suppliers/${id}.png`;
}

/** A word mark: a shield with the initials in the supplier's colour, the name beside it. */
export function renderSupplierLogo(supplier: SupplierLogoInput, colours: SupplierColours = new Map()): string {
  const colour = colours.get(supplier.id) ?? PALETTE[hashOf(supplier.id) % PALETTE.length];
  const words = supplier.name.split(/\s+/).filter(Boolean);
  const initials = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase()).join('');
  const lines = words.length > 1 ? [words[0] as string, words.slice(1).join(' ')] : [supplier.name];
  const text = lines
    .map((lineText, index) => {
      const y = lines.length === 1 ? 70 : 56 + index * 30;
      const weight = index === 0 ? 800 : 500;
      const size = index === 0 ? 26 : 20;
      return `<text x="98" y="${y}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${index === 0 ? BRAND.navy : BRAND.steel}">${escapeXml(lineText)}</text>`;
    })
    .join('');
  const body =
    `<rect width="320" height="120" fill="${BRAND.white}"/>` +
    `<path d="M20 22h60v42c0 22-14 34-30 40-16-6-30-18-30-40z" fill="${colour}"/>` +
    `<path d="M26 28h48v4H26z" fill="${BRAND.white}" opacity="0.5"/>` +
    `<text x="50" y="72" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="24" font-weight="800" fill="${BRAND.white}">${escapeXml(initials)}</text>` +
    text;
  return svgDocument(SUPPLIER_LOGO_WIDTH, 120, body, supplier.name);
}
