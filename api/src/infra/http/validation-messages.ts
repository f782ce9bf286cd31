import type { FastifySchemaValidationError } from 'fastify';
import type { ErrorDetail } from './http-errors';

/**
 * Turns Ajv's findings into sentences a caller can act on, naming the field:
 * "limit must be an integer", "category must be one of: a, b".
 */
export function describeValidationErrors(errors: FastifySchemaValidationError[], context?: string): ErrorDetail[] {
  return errors.map((error) => {
    const { params } = error;
    const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
    const extra = typeof params.additionalProperty === 'string' ? params.additionalProperty : undefined;
    const named = missing ?? extra;
    // A missing or extra field is named with the object it belongs to: "contact.fax", "lineItems.0.SkuId".
    const field = named !== undefined ? (path ? `${path}.${named}` : named) : path || context || 'request';
    return { field, message: `${field} ${describe(error.keyword, params, error.message)}` };
  });
}

function describe(keyword: string, params: Record<string, unknown>, fallback: string | undefined): string {
  switch (keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not allowed here';
    case 'type': {
      const type = String(params.type);
      return type === 'integer' ? 'must be an integer' : `must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
    }
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'minLength':
      return `must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long`;
    case 'pattern':
    case 'format':
      return 'has an invalid format';
    default:
      return fallback ?? 'is invalid';
  }
}
