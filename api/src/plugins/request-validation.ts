import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';

type ExternalSchemas = Parameters<BuildCompilerFromPool>[0];
type ServerOptions = { customOptions?: object; plugins?: NonNullable<Parameters<BuildCompilerFromPool>[1]>['plugins'] };
/** What Fastify hands a validator compiler at run time for each part of each route. */
type CompileRoutePart = (route: { schema: unknown; httpPart?: string; method: string; url: string }) => unknown;

/**
 * Ajv settings per part of a request.
 * - Bodies are JSON: a value of the wrong type is an error, never converted (`"name": 5` is not
 *   the name "5", and `null` is not an empty text).
 * - Query strings, path parameters and headers are text by nature: their numbers are converted.
 * - Nowhere are unknown fields quietly dropped: where a schema says `additionalProperties: false`,
 *   an extra field is a 400 naming it, so a misspelt field never looks accepted.
 */
const BODY_OPTIONS = { coerceTypes: false, removeAdditional: false } as const;
const TEXT_OPTIONS = { coerceTypes: 'array', removeAdditional: false } as const;

export function requestValidators(): BuildCompilerFromPool {
  const pool = AjvCompiler();
  const build = (externalSchemas: ExternalSchemas, serverOptions: ServerOptions = {}): CompileRoutePart => {
    const { plugins = [], customOptions = {} } = serverOptions;
    // The package's types describe a compiler taking a bare schema; Fastify calls it with the route part.
    const body = pool(externalSchemas, { plugins, customOptions: { ...customOptions, ...BODY_OPTIONS } }) as unknown as CompileRoutePart;
    const text = pool(externalSchemas, { plugins, customOptions: { ...customOptions, ...TEXT_OPTIONS } }) as unknown as CompileRoutePart;
    return (route) => (route.httpPart === 'body' ? body(route) : text(route));
  };
  return build as unknown as BuildCompilerFromPool;
}
