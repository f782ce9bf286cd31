import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from './http-errors';

/** The path of the first text holding a NUL character, or null. Iterative: bodies may nest deeply. */
export function nulCharacterAt(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || 'body';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store the NUL character in text, so a value holding one would fail deep in a
 * query as a 500. It is refused up front, naming the field, before any route looks at the request.
 */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const field = nulCharacterAt(request.body) ?? nulCharacterAt(request.query);
      if (field !== null) {
        const message = `${field} must not contain the NUL character (\\u0000)`;
        throw badRequest(message, [{ field, message }]);
      }
    });
  },
  { name: 'text-guard' },
);
