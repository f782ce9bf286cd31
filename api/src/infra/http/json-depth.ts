import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './http-errors';

/**
 * How deep a JSON body may nest. The deepest body the API takes (an order's line) is three levels;
 * a body thousands of levels deep costs JSON.parse tens of milliseconds of the event loop (V8
 * parses deep nesting slowly) and has no use.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 34;
const BACKSLASH = 92;
const OPENERS = new Set([123, 91]);
const CLOSERS = new Set([125, 93]);

/** The key of a top-level field, from its raw JSON text (escapes and all), shortened for a message. */
function keyText(raw: string): string {
  try {
    return String(JSON.parse(`"${raw.slice(0, 100)}"`));
  } catch {
    return raw.slice(0, 100);
  }
}

/**
 * Where a JSON text first nests deeper than `max` levels: the top-level field it happens in
 * (`body` when the body is a list, or it happens before any field), or null when it never does.
 * One pass over the characters, strings skipped; nothing is built.
 */
export function tooDeepAt(text: string, max: number): string | null {
  let depth = 0;
  let rootIsObject = false;
  let field: string | null = null;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      const start = at + 1;
      for (at = start; at < text.length && text.charCodeAt(at) !== QUOTE; at += 1) {
        if (text.charCodeAt(at) === BACKSLASH) at += 1;
      }
      // A text in the top-level object followed by a colon is the name of a field.
      if (depth === 1 && rootIsObject && /^\s*:/.test(text.slice(at + 1, at + 9))) field = text.slice(start, at);
    } else if (OPENERS.has(code)) {
      if (depth === 0) rootIsObject = code === 123;
      depth += 1;
      if (depth > max) return rootIsObject && field !== null ? keyText(field) : 'body';
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return null;
}

/**
 * Fastify's own JSON parser (with its guard against __proto__ and constructor keys), after a
 * check that the body does not nest deeper than MAX_JSON_DEPTH: such a body is refused with a 400
 * naming the field before it is parsed.
 */
export const jsonDepthPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const field = tooDeepAt(body as string, MAX_JSON_DEPTH);
      if (field === null) return parse(request, body as string, done);
      const message = `${field} nests deeper than ${MAX_JSON_DEPTH} levels`;
      done(badRequest(message, [{ field, message }]), undefined);
    });
  },
  { name: 'json-depth' },
);
