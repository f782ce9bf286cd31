import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';

/** The body of an answer as text, decompressed when the API compressed it. */
export function answerText(answer: LightMyRequestResponse): string {
  const encoding = answer.headers['content-encoding'];
  try {
    if (encoding === 'br') return brotliDecompressSync(answer.rawPayload).toString('utf8');
    if (encoding === 'gzip') return gunzipSync(answer.rawPayload).toString('utf8');
    if (encoding === 'deflate') return inflateSync(answer.rawPayload).toString('utf8');
  } catch {
    return `(a ${String(encoding)} body that does not decompress)`;
  }
  return answer.body;
}
