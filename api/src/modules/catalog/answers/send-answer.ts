import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD, type Encoding, acceptedEncoding } from '../../../infra/http/compression';
import type { CatalogAnswers } from './catalog-answers';
import { type ListText, pageBytes, pageOfList } from './list-text';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * `value` written through the route's response schema. Fastify types what `reply.serialize`
 * returns as text or bytes, the bytes for an app that installs a serializer of its own; the API
 * installs none, so Fastify's own (fast-json-stringify) writes text, and the cached answers are text.
 */
export function serialisedText(reply: FastifyReply, value: unknown): string {
  const text = reply.serialize(value);
  if (typeof text !== 'string') throw new TypeError('The reply serializer wrote bytes where the catalogue answers keep text');
  return text;
}

export function sendJson(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type(JSON_TYPE).send(body);
}

/**
 * Sends the items of a whole list from `offset` on. A client taking br or gzip gets the copy
 * compressed once per snapshot, with the headers the compression plugin would have written (the
 * plugin leaves an answer that already has a Content-Encoding alone); any other client the bytes
 * as they are. `key` names the list, its side and shape, so no two answers share a copy.
 */
export async function sendListPage(
  reply: FastifyReply,
  answers: CatalogAnswers,
  key: string,
  list: ListText,
  offset: number,
): Promise<FastifyReply> {
  const encoding = sharedEncoding(reply.request, pageBytes(list, offset));
  if (!encoding) return sendJson(reply, pageOfList(list, offset));
  const packed = await answers.compressed(`${key}|${offset}`, encoding, () => pageOfList(list, offset));
  addVary(reply);
  return sendJson(reply.header('content-encoding', encoding), packed);
}

/** What the compression plugin would compress this answer with, or null when it would not. */
function sharedEncoding(request: FastifyRequest, bytes: number): Encoding | null {
  if (bytes < COMPRESSION_THRESHOLD || request.headers['x-no-compression'] !== undefined) return null;
  return acceptedEncoding(request.headers['accept-encoding']);
}

/** Vary: accept-encoding, added to any Vary already set, as the compression plugin writes it. */
function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const values = (Array.isArray(vary) ? vary : [vary]).map(String);
  if (!values.some((value) => value.includes('accept-encoding'))) reply.header('vary', [...values, 'accept-encoding'].join(', '));
}
