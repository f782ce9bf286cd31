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

/** The first text (value or key) PostgreSQL cannot store, or null. Iterative: bodies may nest deeply. */
export function unstorableTextAt(value: unknown): UnstorableText | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      const problem = problemOf(current);
      if (problem !== null) return { field: path || 'body', message: `${path || 'body'} ${problem}` };
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        const problem = problemOf(key);
        if (problem !== null) return { field: childPath, message: `the field name ${JSON.stringify(childPath)} ${problem}` };
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store the NUL character in text, and its JSON refuses a lone half of a
 * surrogate pair (which JSON may carry as `\ud800`), so such a value would fail deep in a query as
 * a 500. It is refused up front, naming the field, before any route looks at the request.
 */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const found = unstorableTextAt(request.body) ?? unstorableTextAt(request.query);
      if (found !== null) throw badRequest(found.message, [found]);
    });
  },
  { name: 'text-guard' },
);
