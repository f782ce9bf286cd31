/** Brand colours of the shop (spec §9: red and dark navy). */
export const BRAND = {
  red: '#d0021b',
  navy: '#0b1f3a',
  steel: '#5b6b82',
  light: '#e8edf3',
  white: '#ffffff',
} as const;

export const FONT_FAMILY = "Inter, 'Helvetica Neue', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function svgDocument(width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

/** A stable small number from a text, to vary colours and details per SKU or supplier. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
