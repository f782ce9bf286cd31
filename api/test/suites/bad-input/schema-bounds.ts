import type { JsonSchema } from './schema-mutations';

type Schema = JsonSchema & { maxProperties?: number; const?: unknown };

const typesOf = (schema: Schema): string[] =>
  schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : [...schema.type];

/**
 * The places in a request schema where a request may grow without bound: a text without a
 * maximum length, a list without a maximum number of items, an object taking any further field,
 * or a place that takes anything at all. Empty when every part is bounded.
 */
export function unboundedParts(schema: Schema, at = 'document'): string[] {
  if (schema.enum !== undefined || schema.const !== undefined) return [];
  if (schema.anyOf) return schema.anyOf.flatMap((option, index) => unboundedParts(option, `${at} (option ${index + 1})`));
  const types = typesOf(schema);
  if (types.length === 0) return [`${at} takes anything`];
  const found: string[] = [];
  if (types.includes('string') && schema.maxLength === undefined) found.push(`${at} is a text without maxLength`);
  if (types.includes('array')) {
    if (schema.maxItems === undefined) found.push(`${at} is a list without maxItems`);
    if (schema.items) found.push(...unboundedParts(schema.items, `${at}[]`));
  }
  if (types.includes('object')) {
    for (const [name, child] of Object.entries(schema.properties ?? {})) found.push(...unboundedParts(child, `${at}.${name}`));
    const extra = schema.additionalProperties;
    if (extra !== false) {
      if (typeof extra !== 'object') found.push(`${at} takes any further field`);
      else {
        if (schema.maxProperties === undefined) found.push(`${at} takes further fields without maxProperties`);
        found.push(...unboundedParts(extra, `${at}.*`));
      }
    }
  }
  return found;
}

/**
 * The same for a query string or path parameters: their values are texts the URL's length bounds
 * anyway, and unknown parameters are ignored, so only the declared fields must be bounded.
 */
export function unboundedParameters(schema: Schema): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => unboundedParts(child, name));
}
