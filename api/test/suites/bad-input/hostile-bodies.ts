import { gzipSync } from 'node:zlib';

/** A body built to cost the server as much as a body of its size can: long, wide, deep. */
export interface HostileBody {
  kind: string;
  payload: Buffer;
  headers: Record<string, string>;
  /** Larger than the route takes once inflated: it must be refused (413). */
  overLimit: boolean;
}

/** `open` + `unit` repeated (comma-separated) + `close`, as long as fits in `size` characters. */
function repeated(open: string, unit: string, close: string, size: number): string {
  const count = Math.max(1, Math.floor((size - open.length - close.length + 1) / (unit.length + 1)));
  return `${open}${Array.from({ length: count }, () => unit).join(',')}${close}`;
}

function manyKeys(size: number): string {
  const parts: string[] = [];
  let length = 2;
  for (let key = 0; ; key += 1) {
    const part = `"k${key}":0`;
    if (length + part.length + 1 > size) break;
    parts.push(part);
    length += part.length + 1;
  }
  return `{${parts.join(',')}}`;
}

/** The first array in a valid body, with its path: stretched to fill the body. */
function firstArray(value: unknown, path: string[] = []): { path: string[]; item: unknown } | null {
  if (Array.isArray(value)) return value.length > 0 ? { path, item: value[0] } : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = firstArray(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

function stretchedTemplate(template: unknown, size: number): string | null {
  const found = firstArray(template);
  if (!found) return null;
  const placeholder = '\u0001stretch\u0001';
  const marker = JSON.stringify(placeholder);
  const copy = structuredClone(template) as Record<string, unknown>;
  let parent = copy;
  for (const key of found.path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  if (found.path.length === 0) return repeated('[', JSON.stringify(found.item), ']', size);
  parent[found.path[found.path.length - 1] as string] = placeholder;
  const [before, after] = JSON.stringify(copy).split(marker) as [string, string];
  return `${before}${repeated('[', JSON.stringify(found.item), ']', size - before.length - after.length)}${after}`;
}

/** JSON texts of at most `size` characters (ASCII, so bytes too). */
function texts(size: number, field: string, template: unknown): Array<[string, string]> {
  const depthOfArrays = Math.floor(size / 2);
  const depthOfObjects = Math.floor((size - 1) / 6);
  const out: Array<[string, string]> = [
    ['a long array of numbers', repeated('[', '0', ']', size)],
    ['a long array of empty objects', repeated('[', '{}', ']', size)],
    ['an object with many keys', manyKeys(size)],
    ['arrays nested deep', '['.repeat(depthOfArrays) + ']'.repeat(depthOfArrays)],
    ['objects nested deep', `${'{"a":'.repeat(depthOfObjects)}0${'}'.repeat(depthOfObjects)}`],
    ['a long text', `{"${field}":"${'x'.repeat(size - field.length - 7)}"}`],
    ['a long text of escapes', `{"${field}":"${'\\u00e9'.repeat(Math.floor((size - field.length - 7) / 6))}"}`],
    ['many texts, a NUL in the first', repeated('["\\u0000",', '"a"', ']', size)],
    ['many objects naming constructor', repeated('[', '{"constructor":0}', ']', size)],
  ];
  const stretched = stretchedTemplate(template, size);
  if (stretched) out.push(['the valid body with its list stretched', stretched]);
  return out;
}

/**
 * Hostile bodies for a route taking at most `limit` bytes: each as sent plainly and gzipped (the
 * API inflates request bodies), and a pair over the limit, whose inflation must stop at the limit.
 * `size`: how large the bodies within the limit are, for a route whose limit is not what its
 * bodies cost the event loop (a file streamed to a worker thread).
 */
export function hostileBodies(limit: number, options: { field?: string; template?: unknown; contentType?: string; size?: number } = {}): HostileBody[] {
  // A route taking a browser's form gets these as forms: what it costs is their size.
  const plain = { 'content-type': options.contentType ?? 'application/json' };
  const gzipped = { ...plain, 'content-encoding': 'gzip' };
  const bodies: HostileBody[] = [];
  for (const [kind, text] of texts(Math.min(limit, options.size ?? limit), options.field ?? 'x', options.template)) {
    bodies.push({ kind, payload: Buffer.from(text), headers: plain, overLimit: false });
    bodies.push({ kind: `${kind}, gzipped`, payload: gzipSync(text), headers: gzipped, overLimit: false });
  }
  const beyond = repeated('[', '0', ']', limit + 1024);
  bodies.push({ kind: 'beyond the limit', payload: Buffer.from(beyond), headers: plain, overLimit: true });
  bodies.push({ kind: 'beyond the limit once inflated', payload: gzipSync(beyond), headers: gzipped, overLimit: true });
  return bodies;
}
