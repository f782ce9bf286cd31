import { ICONS, type IconKind } from './product-icons';
import { BRAND, svgDocument } from './svg';

const THEMES: IconKind[][] = [
  ['dome', 'bullet', 'recorder'],
  ['smoke', 'fire-panel', 'extinguisher'],
  ['reader', 'lock', 'card'],
  ['motion', 'panel', 'siren'],
];

/** A wide front-page banner (content width 1540 px, spec §9); its text is laid over by the client. */
export function renderBannerImage(position: number): string {
  const theme = THEMES[(position - 1) % THEMES.length] as IconKind[];
  const icons = theme
    .map((kind, index) => `<g transform="translate(${880 + index * 210} ${index === 1 ? 60 : 140}) scale(${index === 1 ? 1.5 : 1.1})">${ICONS[kind]}</g>`)
    .join('');
  const body =
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#173257"/><stop offset="1" stop-color="${BRAND.navy}"/></linearGradient></defs>` +
    `<rect width="1540" height="420" fill="url(#b)"/>` +
    `<path d="M760 420L980 0h90L850 420z" fill="${BRAND.red}" opacity="0.9"/>` +
    `<path d="M860 420L1080 0h24L884 420z" fill="${BRAND.white}" opacity="0.15"/>` +
    `<circle cx="1380" cy="60" r="220" fill="${BRAND.white}" opacity="0.04"/>` +
    icons;
  return svgDocument(1540, 420, body, `Banner ${position}`);
}
