import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './http-errors';

/** A text PostgreSQL cannot store, with why. */
export interface UnstorableText {
  /** The field's path, `body` when the body itself is the text. */
  field: string;
  message: string;
}

// In a `u` regular expression a surrogate range matches only halves that are not part of a pair.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds half of a surrogate pair, such as \\ud800)';
  return null;
}

/** Where a container sits in the document: its key and its parent's place (null: the root). */
interface Place {
  parent: Place | null;
  key: string;
}

/** The dotted path of a key within a container; written out only when a problem is found. */
function pathOf(place: Place | null, key: string): string {
  const keys = [key];
  for (let at = place; at !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The first text (value or key) PostgreSQL cannot store, or null. Iterative, as bodies may nest
 * deeply, and it spells out no path until it has found something: a walk over a large body costs
 * a check per text, not a string per element.
 */
export function unstorableTextAt(value: unknown): UnstorableText | null {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem === null ? null : { field: 'body', message: `body ${problem}` };
  }
  if (value === null || typeof value !== 'object') return null;
  const stack: Array<[object, Place | null]> = [[value, null]];
  while (stack.length > 0) {
    const [container, place] = stack.pop() as [object, Place | null];
    const isArray = Array.isArray(container);
    for (const key of isArray ? (container as unknown[]).keys() : Object.keys(container)) {
      const name = String(key);
      if (!isArray) {
        const problem = problemOf(name);
        if (problem !== null) {
          const field = pathOf(place, name);
          return { field, message: `the field name ${JSON.stringify(field)} ${problem}` };
        }
      }
      const child: unknown = (container as Record<string, unknown>)[name];
      if (typeof child === 'string') {
        const problem = problemOf(child);
        if (problem !== null) {
          const field = pathOf(place, name);
          return { field, message: `${field} ${problem}` };
        }
      } else if (child !== null && typeof child === 'object') {
        stack.push([child, { parent: place, key: name }]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store the NUL character in text, and its JSON refuses a lone half of a
 * surrogate pair (which JSON may carry as `\ud800`), so such a value would fail deep in a query as
 * a 500. It is refused, naming the field, before the handler runs. It runs after the route's
 * schema has checked the request: only a request within the schema's bounds (lengths, numbers of
 * items) is walked, never a hostile body the schema refuses anyway.
 */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request: FastifyRequest) => {
      // A route that answers its own validation errors (attachValidation) gets a body its schema
      // refused: it will be refused anyway, and its size is not bounded by the schema.
      if (request.validationError) return;
      const found = unstorableTextAt(request.body) ?? unstorableTextAt(request.query);
      if (found !== null) throw badRequest(found.message, [found]);
    });
  },
  { name: 'text-guard' },
);
