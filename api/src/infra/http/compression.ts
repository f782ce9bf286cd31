import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings answers are compressed with, most preferred first (app.ts registers @fastify/compress with them). */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** The smallest answer compressed, by @fastify/compress and by routes that send a copy compressed once. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The encoding @fastify/compress would pick for this Accept-Encoding (its negotiation, mirrored so
 * a route can send a copy compressed once instead): the highest q-value among br and gzip, br on a
 * tie; `*` and `x-gzip` count as gzip. Null when neither is acceptable, e.g. no header or
 * `identity`. A q-value that does not read as a number counts as 0: nothing is sent that the
 * client may not take. `among`: the encodings the caller has the answer in.
 */
export function acceptedEncoding(header: string | undefined, among: readonly Encoding[] = ENCODINGS): Encoding | null {
  if (!header) return null;
  let best: Encoding | null = null;
  let bestQuality = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...parameters] = part.split(';').map((text) => text.trim());
    const encoding = encodingNamed(token);
    if (!encoding || !among.includes(encoding)) continue;
    const quality = qualityOf(parameters);
    const preferred = quality === bestQuality && best !== null && ENCODINGS.indexOf(encoding) < ENCODINGS.indexOf(best);
    if (quality > bestQuality || preferred) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}

function encodingNamed(token: string): Encoding | null {
  if (token === '*' || token === 'x-gzip') return 'gzip';
  return ENCODINGS.find((name) => name === token) ?? null;
}

/** The q parameter, 1 without one. */
function qualityOf(parameters: readonly string[]): number {
  const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
  if (q === undefined) return 1;
  const value = Number(q.slice(q.indexOf('=') + 1).trim());
  return Number.isFinite(value) && value > 0 ? Math.min(value, 1) : 0;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An answer compressed once to be sent many times (the catalogue's lists, visitors' pages).
 * Asynchronous, so the compression runs on libuv's threads while the event loop keeps answering.
 * Brotli at quality 5 rather than the plugin's per-request 4: done once, it takes about 5 ms a
 * megabyte here and comes out some 15 % smaller. Gzip at zlib's default level.
 */
export function compressOnce(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body);
  return brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}
